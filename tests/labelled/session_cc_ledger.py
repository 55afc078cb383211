"""The steps and gold labels of cc-django-ledger (Claude Code, Django + Postgres)."""

from __future__ import annotations

from _script import Edit, Episode, Gold, Negative, Query, R, Read, Reuse, Run, Say, Think, User

SEED = 20251118
P = "/home/dev/src/ledgerly"

PG_REFUSED = (
    'connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n'
    "\tIs the server running on that host and accepting TCP/IP connections?"
)


def pytest_ok(n: int, secs: float, files: list[tuple[str, int]]) -> str:
    lines = [
        "============================= test session starts ==============================",
        "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0",
        "django: version: 5.1.3, settings: ledgerly.settings.test (from ini)",
        f"rootdir: {P}",
        "configfile: pytest.ini",
        "plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1",
        f"collected {n} items",
        "",
    ]
    for name, count in files:
        dots = "." * count
        lines.append(f"{name} {dots}")
    lines += [
        "",
        f"============================== {n} passed in {secs:.2f}s ==============================",
    ]
    return "\n".join(lines)


SUITE = [
    ("tests/test_accounts.py", 14),
    ("tests/test_clients.py", 22),
    ("tests/test_export.py", 9),
    ("tests/test_invoices.py", 41),
    ("tests/test_notifications.py", 11),
    ("tests/test_payments.py", 27),
    ("tests/test_totals.py", 18),
]

STEPS = [
    # ---------------------------------------------------------------- segment 1: bring-up
    User(
        "I just cloned ledgerly on this laptop. Get the local stack running (Postgres via docker "
        "compose, migrations) and run the test suite so I know where we stand.",
        id="u1",
    ),
    Run(
        "ls -la",
        """total 96
drwxr-xr-x 11 dev dev 4096 Nov 18 08:52 .
drwxr-xr-x  6 dev dev 4096 Nov 18 08:51 ..
-rw-r--r--  1 dev dev  211 Nov 18 08:52 .env.example
drwxr-xr-x  8 dev dev 4096 Nov 18 08:52 .git
-rw-r--r--  1 dev dev  402 Nov 18 08:52 .gitignore
-rw-r--r--  1 dev dev  688 Nov 18 08:52 Dockerfile
-rw-r--r--  1 dev dev 1043 Nov 18 08:52 Makefile
-rw-r--r--  1 dev dev 2317 Nov 18 08:52 README.md
-rw-r--r--  1 dev dev  911 Nov 18 08:52 docker-compose.yml
drwxr-xr-x  4 dev dev 4096 Nov 18 08:52 frontend
drwxr-xr-x  6 dev dev 4096 Nov 18 08:52 invoices
drwxr-xr-x  3 dev dev 4096 Nov 18 08:52 ledgerly
-rwxr-xr-x  1 dev dev  663 Nov 18 08:52 manage.py
-rw-r--r--  1 dev dev  187 Nov 18 08:52 pytest.ini
-rw-r--r--  1 dev dev  402 Nov 18 08:52 requirements-dev.txt
-rw-r--r--  1 dev dev  538 Nov 18 08:52 requirements.txt
drwxr-xr-x  2 dev dev 4096 Nov 18 08:52 scripts
drwxr-xr-x  3 dev dev 4096 Nov 18 08:52 templates
drwxr-xr-x  2 dev dev 4096 Nov 18 08:52 tests""",
        say="Let me get oriented in the repo first.",
    ),
    Read(
        f"{P}/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: ledgerly
      POSTGRES_PASSWORD: ledgerly
      POSTGRES_DB: ledgerly
    ports:
      - "5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    build: .
    env_file: .env
    command: gunicorn ledgerly.wsgi:application -b 0.0.0.0:8000 --workers 3
    ports:
      - "8000:8000"
    depends_on:
      - db
volumes:
  pgdata:
""",
    ),
    Run(
        "test -f .env",
        "",
        exit=1,
        id="probe_env",
        say="Compose wants an `.env`; checking whether one exists yet.",
    ),
    Run(
        "cat .env.example",
        """DJANGO_SETTINGS_MODULE=ledgerly.settings.dev
DJANGO_SECRET_KEY=dev-only-not-secret
DATABASE_URL=postgres://ledgerly:ledgerly@localhost:5432/ledgerly
CELERY_BROKER_URL=redis://localhost:6379/0
EXPORT_DIR=./exports""",
    ),
    Read(
        f"{P}/ledgerly/settings/base.py",
        """from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "invoices",
]

DATABASES = {"default": env.db("DATABASE_URL")}
CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="redis://localhost:6379/0")
EXPORT_DIR = Path(env("EXPORT_DIR", default=str(BASE_DIR / "exports")))
""",
        say="And how settings find the database.",
    ),
    Say(
        "Worth noting for later: `settings/base.py` has no fallback for the database. "
        '`DATABASES` comes straight from `env.db("DATABASE_URL")` (django-environ), so anything '
        "that imports settings without DATABASE_URL in its environment will refuse to start. "
        "`manage.py` loads `.env` via `environ.Env.read_env()`, and `.env.example` has the local "
        "value `postgres://ledgerly:ledgerly@localhost:5432/ledgerly`. I'll copy it into place.",
        id="disc_dburl",
    ),
    Run(
        "cp .env.example .env && python -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt && echo ok",
        "ok",
        secs=48.0,
    ),
    Run(
        ".venv/bin/python manage.py migrate",
        f"""Traceback (most recent call last):
  File "{P}/.venv/lib/python3.12/site-packages/django/db/backends/base/base.py", line 279, in ensure_connection
    self.connect()
  File "{P}/.venv/lib/python3.12/site-packages/django/db/backends/postgresql/base.py", line 332, in get_new_connection
    connection = self.Database.connect(**conn_params)
  File "{P}/.venv/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect
    raise last_ex.with_traceback(None)
psycopg.OperationalError: {PG_REFUSED}

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "{P}/manage.py", line 22, in <module>
    main()
  File "{P}/.venv/lib/python3.12/site-packages/django/core/management/commands/migrate.py", line 117, in handle
    executor = MigrationExecutor(connection, self.migration_progress_callback)
  File "{P}/.venv/lib/python3.12/site-packages/django/db/backends/base/base.py", line 279, in ensure_connection
    self.connect()
django.db.utils.OperationalError: {PG_REFUSED}""",
        exit=1,
        id="e1_migrate",
        secs=1.4,
    ),
    Run(
        "psql -h localhost -U ledgerly -d ledgerly -c 'select 1'",
        f"psql: error: {PG_REFUSED}",
        exit=2,
        id="e1_psql",
        say="Nothing is listening on 5432. Confirming with psql directly:",
    ),
    Run(
        "docker compose ps",
        "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS",
        id="e1_ps",
    ),
    Run(
        "docker compose up -d db",
        """ Network ledgerly_default  Creating
 Network ledgerly_default  Created
 Volume "ledgerly_pgdata"  Creating
 Volume "ledgerly_pgdata"  Created
 Container ledgerly-db-1  Creating
 Container ledgerly-db-1  Created
 Container ledgerly-db-1  Starting
 Container ledgerly-db-1  Started""",
        id="e1_fix",
        secs=6.2,
        say="The compose project has never been started on this machine, so the db container doesn't exist. Starting just the database service.",
    ),
    Run(
        "sleep 3; pg_isready -h localhost -p 5432",
        "localhost:5432 - accepting connections",
        secs=3.1,
    ),
    Run(
        ".venv/bin/python manage.py migrate",
        """Operations to perform:
  Apply all migrations: admin, auth, contenttypes, invoices, sessions
Running migrations:
  Applying contenttypes.0001_initial... OK
  Applying auth.0001_initial... OK
  Applying admin.0001_initial... OK
  Applying admin.0002_logentry_remove_auto_add... OK
  Applying admin.0003_logentry_add_action_flag_choices... OK
  Applying contenttypes.0002_remove_content_type_name... OK
  Applying auth.0002_alter_permission_name_max_length... OK
  Applying auth.0012_alter_user_first_name_max_length... OK
  Applying invoices.0001_initial... OK
  Applying invoices.0002_client_vat_number... OK
  Applying invoices.0013_lineitem_discount... OK
  Applying sessions.0001_initial... OK""",
        id="e1_verify",
        secs=2.3,
    ),
    Run(".venv/bin/pytest -q", pytest_ok(142, 11.84, SUITE), secs=12.5),
    Say(
        "Stack is up: Postgres 16 runs in `ledgerly-db-1`, all migrations are applied and the "
        "suite is green (142 passed). The only thing missing on a fresh clone was the database "
        "container itself; `.env` is now copied from `.env.example`."
    ),
    # ---------------------------------------------------------------- segment 2: exported_at
    User(
        "Add an `exported_at` timestamp to Invoice, and a management command `export_invoices` "
        "that writes unexported invoices for a month to CSV and stamps them.",
        id="u2",
    ),
    Read(
        f"{P}/invoices/models.py",
        """from decimal import Decimal

from django.db import models


class Client(models.Model):
    name = models.CharField(max_length=200)
    vat_number = models.CharField(max_length=32, blank=True)


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        SENT = "sent"
        PAID = "paid"

    client = models.ForeignKey(Client, on_delete=models.PROTECT, related_name="invoices")
    number = models.CharField(max_length=20, unique=True)
    issued_on = models.DateField()
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)

    def __str__(self) -> str:
        return self.number
""",
    ),
    Edit(
        f"{P}/invoices/models.py",
        "    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)\n",
        "    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)\n"
        "    exported_at = models.DateTimeField(null=True, blank=True)\n",
        say="Adding the nullable timestamp.",
    ),
    Run(
        "mkdir -p invoices/management/commands && touch invoices/management/__init__.py invoices/management/commands/__init__.py",
        "",
    ),
    Edit(
        f"{P}/invoices/management/commands/export_invoices.py",
        "",
        """import csv
from datetime import date

from django.core.management.base import BaseCommand
from django.utils import timezone

from invoices.models import Invoice
from invoices.totals import invoice_total


class Command(BaseCommand):
    help = "Export unexported invoices of a month to CSV and stamp them"

    def add_arguments(self, parser):
        parser.add_argument("month", help="YYYY-MM")

    def handle(self, month, **options):
        year, mon = map(int, month.split("-"))
        qs = Invoice.objects.filter(issued_on__year=year, issued_on__month=mon, exported_at__isnull=True)
        path = f"exports/invoices-{month}.csv"
        with open(path, "w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["number", "client", "issued_on", "total"])
            for inv in qs.select_related("client"):
                writer.writerow([inv.number, inv.client.name, inv.issued_on, invoice_total(inv)])
        count = qs.update(exported_at=timezone.now())
        self.stdout.write(self.style.SUCCESS(f"exported {count} invoices to {path}"))
""",
        say="Now the command.",
    ),
    Run(
        "mkdir -p exports && .venv/bin/python manage.py export_invoices 2025-10",
        f"""Traceback (most recent call last):
  File "{P}/.venv/lib/python3.12/site-packages/django/db/backends/utils.py", line 105, in _execute
    return self.cursor.execute(sql, params)
  File "{P}/.venv/lib/python3.12/site-packages/psycopg/cursor.py", line 97, in execute
    raise ex.with_traceback(None)
psycopg.errors.UndefinedColumn: column invoices_invoice.exported_at does not exist
LINE 1: ...ssued_on", "invoices_invoice"."status", "invoices_...
                                                             ^

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "{P}/manage.py", line 22, in <module>
    main()
  File "{P}/invoices/management/commands/export_invoices.py", line 24, in handle
    for inv in qs.select_related("client"):
  File "{P}/.venv/lib/python3.12/site-packages/django/db/backends/utils.py", line 105, in _execute
    return self.cursor.execute(sql, params)
django.db.utils.ProgrammingError: column invoices_invoice.exported_at does not exist
LINE 1: ...ssued_on", "invoices_invoice"."status", "invoices_...""",
        exit=1,
        id="e2_fail",
        secs=1.2,
    ),
    Run(
        "grep -rn exported_at invoices/migrations/",
        "",
        exit=1,
        no_match=True,
        id="grep_nomatch",
        say="The model has the field but the table doesn't. Is there a migration for it?",
    ),
    Run(
        ".venv/bin/python manage.py makemigrations invoices",
        """Migrations for 'invoices':
  invoices/migrations/0014_invoice_exported_at.py
    + Add field exported_at to invoice""",
        id="e2_fix",
        say="No migration was ever generated for `exported_at`: I edited models.py and went straight to running the command. Generating and applying it.",
    ),
    Run(
        ".venv/bin/python manage.py migrate invoices",
        """Operations to perform:
  Apply all migrations: invoices
Running migrations:
  Applying invoices.0014_invoice_exported_at... OK""",
    ),
    Run(
        ".venv/bin/python manage.py export_invoices 2025-10 && head -4 exports/invoices-2025-10.csv",
        """exported 37 invoices to exports/invoices-2025-10.csv
number,client,issued_on,total
LG-2025-0412,Harbor & Vale Ltd,2025-10-01,1840.00
LG-2025-0413,Okonkwo Design,2025-10-02,612.50
LG-2025-0414,Brightline Freight,2025-10-03,12990.00""",
        id="e2_verify",
    ),
    Edit(
        f"{P}/tests/test_export.py",
        "",
        """import csv

import pytest
from django.core.management import call_command

from invoices.models import Invoice
from tests.factories import InvoiceFactory


@pytest.mark.django_db
def test_export_stamps_invoices(tmp_path, settings, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "exports").mkdir()
    InvoiceFactory.create_batch(3, issued_on="2025-10-05")
    call_command("export_invoices", "2025-10")
    assert Invoice.objects.filter(exported_at__isnull=True).count() == 0
    rows = list(csv.reader(open(tmp_path / "exports/invoices-2025-10.csv")))
    assert len(rows) == 4
""",
        say="Adding a test for the command.",
    ),
    Run(
        ".venv/bin/pytest -q tests/test_export.py",
        f"""============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: ledgerly.settings.test (from ini)
rootdir: {P}
configfile: pytest.ini
plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1
collected 10 items

tests/test_export.py .........E                                          [100%]

==================================== ERRORS ====================================
________________ ERROR at setup of test_export_stamps_invoices _________________
{P}/.venv/lib/python3.12/site-packages/django/db/backends/utils.py:105: in _execute
    return self.cursor.execute(sql, params)
E   psycopg.errors.UndefinedColumn: column "exported_at" of relation "invoices_invoice" does not exist
E   LINE 1: ...ice" ("client_id", "number", "issued_on", "status", "exported_...
E                                                                ^

The above exception was the direct cause of the following exception:
tests/factories.py:31: in _create
    return super()._create(model_class, *args, **kwargs)
E   django.db.utils.ProgrammingError: column "exported_at" of relation "invoices_invoice" does not exist
=========================== short test summary info ============================
ERROR tests/test_export.py::test_export_stamps_invoices - django.db.utils.ProgrammingError: column "exported_at" of relation "invoices_invoice" does not exist
========================= 9 passed, 1 error in 2.41s ==========================""",
        exit=1,
        id="e3_fail",
        secs=2.9,
    ),
    Run(
        "cat pytest.ini",
        """[pytest]
DJANGO_SETTINGS_MODULE = ledgerly.settings.test
python_files = test_*.py
addopts = --reuse-db -p no:cacheprovider
filterwarnings =
    ignore::DeprecationWarning:environ.*""",
        id="e3_ini",
        say="The dev database has the column now, so this is the *test* database lagging behind.",
    ),
    Run(
        ".venv/bin/pytest -q --create-db tests/test_export.py",
        f"""============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: ledgerly.settings.test (from ini)
rootdir: {P}
configfile: pytest.ini
plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1
collected 10 items

tests/test_export.py ..........                                          [100%]

============================== 10 passed in 3.07s ==============================""",
        id="e3_fix",
        secs=3.4,
        say="`addopts = --reuse-db` keeps test_ledgerly from the first run, built before 0014 existed; pytest-django only rebuilds it when asked. Recreating it once:",
    ),
    Run(
        "git add invoices/ tests/test_export.py && git commit -qm 'Add Invoice.exported_at and export_invoices command' && git log --oneline -1",
        "4b1e9c2 Add Invoice.exported_at and export_invoices command",
    ),
    Say(
        "Done. `Invoice.exported_at` (migration 0014) and `manage.py export_invoices YYYY-MM` "
        "are in; it wrote 37 invoices for 2025-10. One gotcha: pytest.ini runs with "
        "`--reuse-db`, so after a schema change the test database has to be rebuilt once with "
        "`pytest --create-db`."
    ),
    # ---------------------------------------------------------------- segment 3: npm
    User(
        "The frontend doesn't install on a fresh clone either. Can you sort out `npm install` in frontend/?",
        id="u3",
    ),
    Run("cd frontend && node --version && npm --version", "v20.18.0\n10.8.2"),
    Run(
        "cd frontend && npm install",
        """npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: ledgerly-frontend@0.9.0
npm ERR! Found: react@18.3.1
npm ERR! node_modules/react
npm ERR!   react@"^18.3.1" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.9.0 || ^17.0.0" from react-datepicker@4.8.0
npm ERR! node_modules/react-datepicker
npm ERR!   react-datepicker@"4.8.0" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR!
npm ERR!
npm ERR! For a full report see:
npm ERR! /home/dev/.npm/_logs/2025-11-18T10_41_07_332Z-eresolve-report.txt

npm ERR! A complete log of this run can be found in: /home/dev/.npm/_logs/2025-11-18T10_41_07_332Z-debug-0.log""",
        exit=1,
        id="e4_fail",
        secs=7.8,
    ),
    Run(
        "cd frontend && grep -n '\"react' package.json",
        """14:    "react": "^18.3.1",
15:    "react-datepicker": "4.8.0",
16:    "react-dom": "^18.3.1",""",
    ),
    Run(
        "cd frontend && npm cache clean --force",
        "npm WARN using --force Recommended protections disabled.",
        id="coinc_cache",
        say="react-datepicker 4.8.0 declares a React 16/17 peer while the app is on React 18. I'll clear the npm cache first, since this clone's cache came from an older checkout.",
    ),
    Run(
        "cd frontend && npm install --legacy-peer-deps",
        """
added 412 packages, and audited 413 packages in 19s

118 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""",
        id="e4_fix",
        secs=19.4,
        say="react-datepicker 4.8 works fine with React 18 at runtime (it only never widened its peer range), so installing with the peer check relaxed:",
    ),
    Edit(
        f"{P}/frontend/.npmrc",
        "",
        "legacy-peer-deps=true\n",
        say="Persisting that for CI and teammates so plain `npm install` / `npm ci` behave the same.",
    ),
    Run(
        "cd frontend && npm run build",
        """
> ledgerly-frontend@0.9.0 build
> vite build

vite v5.4.10 building for production...
transforming...
✓ 311 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                   0.47 kB │ gzip:  0.31 kB
dist/assets/index-Cq8mZ1xT.css   18.22 kB │ gzip:  4.12 kB
dist/assets/index-B4ye0UuF.js   246.91 kB │ gzip: 79.40 kB
✓ built in 3.82s""",
        id="e4_verify",
        secs=5.2,
    ),
    Run(
        "git add frontend/.npmrc frontend/package-lock.json && git commit -qm 'frontend: install with legacy-peer-deps (react-datepicker peer range)' && git log --oneline -1",
        "9d03a71 frontend: install with legacy-peer-deps (react-datepicker peer range)",
    ),
    Say(
        "`npm install` works now. The conflict was react-datepicker 4.8.0's peer range "
        "(React ≤17) against our React 18; `.npmrc` with `legacy-peer-deps=true` is committed. "
        "Longer term, bumping react-datepicker to 7.x removes the need for it."
    ),
    # ---------------------------------------------------------------- segment 4: runserver + page
    User("Run the dev server and check the invoice export page actually renders.", id="u4"),
    Run(
        ".venv/bin/python manage.py runserver 0.0.0.0:8000",
        """Watching for file changes with StatReloader
Performing system checks...

System check identified no issues (0 silenced).
November 18, 2025 - 11:02:44
Django version 5.1.3, using settings 'ledgerly.settings.dev'
Starting development server at http://0.0.0.0:8000/
Quit the server with CONTROL-C.

Error: That port is already in use.""",
        exit=1,
        id="e5_fail",
        secs=2.0,
    ),
    Run(
        "lsof -nP -iTCP:8000 -sTCP:LISTEN",
        """COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME
python3 48213  dev    4u  IPv4 391022      0t0  TCP *:8000 (LISTEN)""",
        id="e5_lsof",
    ),
    Run(
        "ps -o pid,etime,args -p 48213",
        """    PID     ELAPSED COMMAND
  48213  2-03:14:51 /usr/bin/python3 -m http.server 8000 --directory /home/dev/tmp/mockups""",
    ),
    Run(
        "kill $(lsof -t -i :8000)",
        "",
        id="e5_fix",
        say="A leftover `python -m http.server` from two days ago serving mockups holds 8000. `lsof -t -i :8000` prints just the pid, so I'll kill whatever owns the port and retry.",
    ),
    Run("lsof -i :8000", "", exit=1, id="probe_lsof"),
    Run(
        ".venv/bin/python manage.py runserver 0.0.0.0:8000 > /tmp/runserver.log 2>&1 &\necho started",
        "started",
        id="e5_verify",
    ),
    Run(
        "curl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:8000/",
        "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server\n000",
        exit=7,
        id="flaky_curl",
        secs=0.1,
    ),
    Run(
        "sleep 2; curl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:8000/",
        "302",
        id="flaky_curl_retry",
        secs=2.3,
        say="Refused: the dev server was still booting. Same request again after a moment.",
    ),
    Run(
        "curl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:8000/invoices/export/",
        "500",
        id="e6_500",
        secs=0.4,
    ),
    Run(
        "tail -n 25 /tmp/runserver.log",
        f"""Internal Server Error: /invoices/export/
Traceback (most recent call last):
  File "{P}/.venv/lib/python3.12/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "{P}/.venv/lib/python3.12/site-packages/django/template/response.py", line 114, in render
    self.content = self.rendered_content
  File "{P}/.venv/lib/python3.12/site-packages/django/template/response.py", line 90, in rendered_content
    template = self.resolve_template(self.template_name)
  File "{P}/.venv/lib/python3.12/site-packages/django/template/loader.py", line 47, in select_template
    raise TemplateDoesNotExist(", ".join(template_name_list), chain=chain)
django.template.exceptions.TemplateDoesNotExist: invoices/export.html
[18/Nov/2025 11:03:52] "GET /invoices/export/ HTTP/1.1" 500 84211""",
        id="e6_log",
    ),
    Run("ls templates/invoices/", "base_invoice.html\ndetail.html\nexport_list.html\nlist.html"),
    Read(
        f"{P}/invoices/views.py",
        """from django.views.generic import ListView

from invoices.models import Invoice


class InvoiceListView(ListView):
    model = Invoice
    paginate_by = 50


class ExportListView(ListView):
    template_name = "invoices/export.html"
    context_object_name = "invoices"

    def get_queryset(self):
        return Invoice.objects.filter(exported_at__isnull=False).order_by("-exported_at")
""",
    ),
    Edit(
        f"{P}/invoices/views.py",
        '    template_name = "invoices/export.html"',
        '    template_name = "invoices/export_list.html"',
        id="e6_fix",
        say="The view points at `invoices/export.html`, but the template in the repo is `export_list.html`.",
    ),
    Run(
        "curl -s http://localhost:8000/invoices/export/ | grep -o '<title>.*</title>'",
        "<title>Exported invoices · Ledgerly</title>",
        id="e6_verify",
    ),
    Say(
        "The export page renders (dev server on :8000, log in /tmp/runserver.log). Two things "
        "were in the way: a two-day-old `http.server` squatting on port 8000, and the view "
        "naming a template that doesn't exist (`export.html` → `export_list.html`). I left the "
        "dev server running in the background."
    ),
    # ---------------------------------------------------------------- segment 5: worker
    User(
        "The celery worker for nightly exports (systemd user unit ledgerly-worker) keeps dying. Can you check it?",
        id="u5",
    ),
    Run(
        "systemctl --user status ledgerly-worker --no-pager",
        """● ledgerly-worker.service - Ledgerly celery worker
     Loaded: loaded (/home/dev/.config/systemd/user/ledgerly-worker.service; enabled; preset: enabled)
     Active: activating (auto-restart) (Result: exit-code) since Tue 2025-11-18 11:20:07 UTC; 3s ago
    Process: 51877 ExecStart=/home/dev/src/ledgerly/.venv/bin/celery -A ledgerly worker -l info -Q exports (code=exited, status=1/FAILURE)
   Main PID: 51877 (code=exited, status=1/FAILURE)
        CPU: 1.402s

Nov 18 11:20:07 devbox systemd[1101]: ledgerly-worker.service: Main process exited, code=exited, status=1/FAILURE
Nov 18 11:20:07 devbox systemd[1101]: ledgerly-worker.service: Failed with result 'exit-code'.
Nov 18 11:20:07 devbox systemd[1101]: ledgerly-worker.service: Scheduled restart job, restart counter is at 38.""",
        exit=3,
        id="e7_status",
    ),
    Run(
        "journalctl --user -u ledgerly-worker -n 20 --no-pager",
        f"""Nov 18 11:20:08 devbox celery[51903]:   File "{P}/ledgerly/celery.py", line 7, in <module>
Nov 18 11:20:08 devbox celery[51903]:     app.config_from_object("django.conf:settings", namespace="CELERY")
Nov 18 11:20:08 devbox celery[51903]:   File "{P}/.venv/lib/python3.12/site-packages/django/conf/__init__.py", line 81, in __getattr__
Nov 18 11:20:08 devbox celery[51903]:     self._setup(name)
Nov 18 11:20:08 devbox celery[51903]:   File "{P}/ledgerly/settings/base.py", line 23, in <module>
Nov 18 11:20:08 devbox celery[51903]:     DATABASES = {{"default": env.db("DATABASE_URL")}}
Nov 18 11:20:08 devbox celery[51903]:   File "{P}/.venv/lib/python3.12/site-packages/environ/environ.py", line 392, in get_value
Nov 18 11:20:08 devbox celery[51903]:     raise ImproperlyConfigured(error_msg) from exc
Nov 18 11:20:08 devbox celery[51903]: django.core.exceptions.ImproperlyConfigured: Set the DATABASE_URL environment variable
Nov 18 11:20:10 devbox systemd[1101]: ledgerly-worker.service: Main process exited, code=exited, status=1/FAILURE
Nov 18 11:20:10 devbox systemd[1101]: ledgerly-worker.service: Scheduled restart job, restart counter is at 39.""",
        id="e7_journal",
    ),
    Run(
        "systemctl --user is-active ledgerly-beat",
        "inactive",
        exit=3,
        id="probe_beat",
        say="Checking whether the beat scheduler is also affected before touching anything.",
    ),
    Run(
        "cat ~/.config/systemd/user/ledgerly-worker.service",
        f"""[Unit]
Description=Ledgerly celery worker
After=network.target

[Service]
WorkingDirectory={P}
ExecStart={P}/.venv/bin/celery -A ledgerly worker -l info -Q exports
Restart=always
RestartSec=2

[Install]
WantedBy=default.target""",
    ),
    Edit(
        "/home/dev/.config/systemd/user/ledgerly-worker.service",
        f"WorkingDirectory={P}\n",
        f"WorkingDirectory={P}\nEnvironmentFile={P}/.env\n",
        id="e7_fix",
        say="This is the DATABASE_URL dependency from the bring-up: settings/base.py takes the database only from DATABASE_URL, and only manage.py reads `.env`. Celery imports settings directly and systemd starts it with an empty environment, so the variable is never set. Pointing the unit at the same `.env` with EnvironmentFile:",
    ),
    Run(
        "systemctl --user daemon-reload && systemctl --user restart ledgerly-worker && sleep 4 && systemctl --user status ledgerly-worker --no-pager | head -5",
        """● ledgerly-worker.service - Ledgerly celery worker
     Loaded: loaded (/home/dev/.config/systemd/user/ledgerly-worker.service; enabled; preset: enabled)
     Active: active (running) since Tue 2025-11-18 11:22:41 UTC; 4s ago
   Main PID: 52240 (celery)
      Tasks: 5 (limit: 38221)""",
        id="e7_verify",
        secs=4.6,
    ),
    Run(
        "journalctl --user -u ledgerly-worker -n 3 --no-pager -o cat",
        """[2025-11-18 11:22:43,118: INFO/MainProcess] Connected to redis://localhost:6379/0
[2025-11-18 11:22:43,131: INFO/MainProcess] mingle: searching for neighbors
[2025-11-18 11:22:44,140: INFO/MainProcess] celery@devbox ready.""",
    ),
    Say(
        "The worker is up (`celery@devbox ready`). It had been restart-looping (counter at 38) "
        "because systemd never gave it DATABASE_URL; the unit now has "
        "`EnvironmentFile=.../ledgerly/.env`. ledgerly-beat is inactive, which is expected: it "
        "isn't enabled on dev machines."
    ),
    # ---------------------------------------------------------------- segment 6: tests
    User(
        "Two test things: test_notifications fails now and then on my machine, and "
        "test_totals::test_vat_line_rounding started failing after Friday's merge. Look into both?",
        id="u6",
    ),
    Run(
        ".venv/bin/pytest -q tests/test_notifications.py",
        f"""============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: ledgerly.settings.test (from ini)
rootdir: {P}
configfile: pytest.ini
plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1
collected 11 items

tests/test_notifications.py ......F....                                  [100%]

=================================== FAILURES ===================================
_________________________ test_reminder_email_is_sent __________________________
tests/test_notifications.py:88: in test_reminder_email_is_sent
    msg = smtp_sink.wait_for_message(timeout=2.0)
tests/conftest.py:57: in wait_for_message
    raise TimeoutError(f"no message within {{timeout}}s")
E   TimeoutError: no message within 2.0s
=========================== short test summary info ============================
FAILED tests/test_notifications.py::test_reminder_email_is_sent - TimeoutError: no message within 2.0s
========================= 1 failed, 10 passed in 4.62s =========================""",
        exit=1,
        id="flaky_notif",
        secs=5.0,
    ),
    Run(
        ".venv/bin/pytest -q tests/test_notifications.py",
        pytest_ok(11, 2.58, [("tests/test_notifications.py", 11)]),
        id="flaky_notif_retry",
        secs=3.0,
        say="Running the identical command again to see whether it reproduces.",
    ),
    Run(
        "for i in 1 2 3 4 5; do .venv/bin/pytest -q tests/test_notifications.py 2>&1 | tail -1; done",
        """============================== 11 passed in 2.61s ==============================
============================== 11 passed in 2.49s ==============================
======================== 1 failed, 10 passed in 4.58s =========================
============================== 11 passed in 2.55s ==============================
============================== 11 passed in 2.70s ==============================""",
        secs=17.0,
    ),
    Say(
        "test_notifications is genuinely timing-dependent: 1 failure in 7 runs, always "
        "`TimeoutError` from the SMTP sink's 2-second wait while the suite's other tests pass. "
        "Nothing in the code changed between the failing and passing runs. I'd rather not paper "
        "over it with a retry plugin; I'll note it and move to the deterministic failure."
    ),
    Run(
        ".venv/bin/pytest -q tests/test_totals.py",
        f"""============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: ledgerly.settings.test (from ini)
rootdir: {P}
configfile: pytest.ini
plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1
collected 18 items

tests/test_totals.py ........F.........                                  [100%]

=================================== FAILURES ===================================
___________________________ test_vat_line_rounding ____________________________

    def test_vat_line_rounding():
        line = LineItem(quantity=3, unit_price=Decimal("11.45"), vat_rate=Decimal("0.21"))
>       assert line_vat(line) == Decimal("7.22")
E       AssertionError: assert Decimal('7.21') == Decimal('7.22')
E        +  where Decimal('7.21') = line_vat(<LineItem: 3 x 11.45>)

tests/test_totals.py:64: AssertionError
=========================== short test summary info ============================
FAILED tests/test_totals.py::test_vat_line_rounding - AssertionError: assert Decimal('7.21') == Decimal('7.22')
========================= 1 failed, 17 passed in 0.88s =========================""",
        exit=1,
        id="e8_fail",
        secs=1.3,
    ),
    Run(
        "git log --oneline -3 -- invoices/totals.py",
        """c7f20aa Simplify money rounding helpers (#212)
51de0b9 Per-line VAT
0a11f3e Invoice totals""",
    ),
    Run(
        "git show c7f20aa -- invoices/totals.py | head -30",
        """commit c7f20aa5d1e0b27f9f65ad4b8cf1d5c2a0ee1b90
Author: Priya Raman <priya@ledgerly.io>
Date:   Fri Nov 14 16:48:02 2025 +0000

    Simplify money rounding helpers (#212)

diff --git a/invoices/totals.py b/invoices/totals.py
index 3c1d2e4..8a9b0f1 100644
--- a/invoices/totals.py
+++ b/invoices/totals.py
@@ -1,12 +1,10 @@
-from decimal import ROUND_HALF_UP, Decimal
+from decimal import Decimal
 
 CENT = Decimal("0.01")
 
 
 def money(value: Decimal) -> Decimal:
-    return value.quantize(CENT, rounding=ROUND_HALF_UP)
+    return value.quantize(CENT)
 
 
 def line_vat(line) -> Decimal:
-    unit_vat = (line.unit_price * line.vat_rate / HALF_CENT).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * HALF_CENT
-    return money(unit_vat * line.quantity)
+    net = money(line.quantity * line.unit_price)
+    return money(net * line.vat_rate * 1) if net else Decimal("0")""",
        id="e8_show",
    ),
    Think(
        "3 × 11.45 = 34.35; × 0.21 = 7.2135. Hmm, that rounds to 7.21 either way. Unless VAT is computed on the gross... test expects 7.22. Actually the per-line VAT is computed on unit VAT first: 11.45 × 0.21 = 2.4045 → money → 2.40 (half-even, 2.4045 → 2.40) vs half-up 2.40 too. Let me look at line_vat more carefully before guessing."
    ),
    Read(
        f"{P}/invoices/totals.py",
        """from decimal import Decimal

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT)


def line_vat(line) -> Decimal:
    net = money(line.quantity * line.unit_price)
    return money(net * line.vat_rate * 1) if net else Decimal("0")


def invoice_total(invoice) -> Decimal:
    return sum((money(l.quantity * l.unit_price) + line_vat(l) for l in invoice.lines.all()), Decimal("0"))
""",
    ),
    Run(
        ".venv/bin/python -c \"from decimal import *; print(Decimal('34.35')*Decimal('0.21'), (Decimal('34.35')*Decimal('0.21')).quantize(Decimal('0.01')), Decimal('7.2135').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP), Decimal('7.215').quantize(Decimal('0.01')), Decimal('7.215').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))\"",
        "7.2135 7.21 7.21 7.22 7.22",
    ),
    Run(
        "sed -n 55,66p tests/test_totals.py",
        """def test_vat_line_rounding():
    # The accountants' sheet rounds the unit VAT to half-cent steps, half-up:
    # 11.45 * 0.21 = 2.4045 -> 2.405; x3 = 7.215 -> 7.22 (line 14 of INV-2025-0398).
    line = LineItem(quantity=3, unit_price=Decimal("11.45"), vat_rate=Decimal("0.21"))
    assert line_vat(line) == Decimal("7.22")""",
        id="e8_test",
    ),
    Run(
        ".venv/bin/python -c \"from decimal import *; print(Decimal('7.2150').quantize(Decimal('0.01')), Decimal('7.2150').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP), Decimal(3)*Decimal('2.405'))\"",
        "7.22 7.22 7.215",
        secs=0.2,
    ),
    Say(
        "Got it: c7f20aa is the regression, and it changed two things at once. It dropped "
        "`rounding=ROUND_HALF_UP` (Decimal.quantize then falls back to ROUND_HALF_EVEN, banker's "
        "rounding), and it replaced the per-unit VAT in half-cent steps with VAT on the rounded "
        "net, which is 7.2135 -> 7.21 here instead of the sheet's 7.215 -> 7.22. Restoring both: "
        "half-up in `money()` and the HALF_CENT unit VAT in `line_vat()`.",
        id="pivot_rounding",
    ),
    Edit(
        f"{P}/invoices/totals.py",
        'from decimal import Decimal\n\nCENT = Decimal("0.01")\n\n\ndef money(value: Decimal) -> Decimal:\n    return value.quantize(CENT)\n\n\ndef line_vat(line) -> Decimal:\n    net = money(line.quantity * line.unit_price)\n    return money(net * line.vat_rate * 1) if net else Decimal("0")',
        'from decimal import ROUND_HALF_UP, Decimal\n\nCENT = Decimal("0.01")\nHALF_CENT = Decimal("0.005")\n\n\ndef money(value: Decimal) -> Decimal:\n    return value.quantize(CENT, rounding=ROUND_HALF_UP)\n\n\ndef line_vat(line) -> Decimal:\n    unit_vat = (line.unit_price * line.vat_rate / HALF_CENT).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * HALF_CENT\n    return money(unit_vat * line.quantity)',
        id="e8_fix",
    ),
    Run(
        ".venv/bin/pytest -q tests/test_totals.py",
        pytest_ok(18, 0.81, [("tests/test_totals.py", 18)]),
        id="e8_verify",
        secs=1.2,
    ),
    Run(
        ".venv/bin/pytest -q -p no:randomly",
        pytest_ok(
            143,
            12.37,
            [
                ("tests/test_accounts.py", 14),
                ("tests/test_clients.py", 22),
                ("tests/test_export.py", 10),
                ("tests/test_invoices.py", 41),
                ("tests/test_notifications.py", 11),
                ("tests/test_payments.py", 27),
                ("tests/test_totals.py", 18),
            ],
        ),
        secs=13.0,
    ),
    Run(
        "git commit -qam 'totals: restore ROUND_HALF_UP, unit VAT in half-cent steps' && git log --oneline -1",
        "e21f8d4 totals: restore ROUND_HALF_UP, unit VAT in half-cent steps",
    ),
    Say(
        "test_vat_line_rounding passes again and the whole suite is green (143). test_notifications "
        "is timing flakiness in the SMTP sink (1 in 7 locally); I didn't change anything for it."
    ),
    # ---------------------------------------------------------------- segment 7: CI checks
    User("Make the CI checks pass locally: ruff, mypy and the full suite.", id="u7"),
    Run(".venv/bin/ruff check .", "All checks passed!"),
    Run(".venv/bin/ruff format --check .", "41 files already formatted"),
    Run(
        ".venv/bin/mypy ledgerly invoices",
        """invoices/integrations/bank_feed.py:3: error: Library stubs not installed for "requests"  [import-untyped]
invoices/integrations/bank_feed.py:3: note: Hint: "python3 -m pip install types-requests"
invoices/integrations/bank_feed.py:3: note: (or run "mypy --install-types" to install all missing stub packages)
invoices/integrations/bank_feed.py:3: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports
Found 1 error in 1 file (checked 38 source files)""",
        exit=1,
        id="e9_fail",
        secs=6.1,
    ),
    Run(
        ".venv/bin/pip install -q types-requests==2.32.0.20241016 && echo 'types-requests==2.32.0.20241016' >> requirements-dev.txt",
        "",
        id="e9_fix",
        secs=3.3,
        say="mypy wants the requests stubs; installing the pinned stub package and recording it in requirements-dev.txt.",
    ),
    Run(
        ".venv/bin/mypy ledgerly invoices",
        "Success: no issues found in 38 source files",
        id="e9_verify",
        secs=5.4,
    ),
    Run(
        "git diff --quiet requirements-dev.txt",
        "",
        exit=1,
        id="probe_gitdiff",
        say="Making sure the requirements change is actually in the working tree before committing:",
    ),
    Run(
        "git diff requirements-dev.txt",
        """diff --git a/requirements-dev.txt b/requirements-dev.txt
index 6a0c3b1..f29d8e4 100644
--- a/requirements-dev.txt
+++ b/requirements-dev.txt
@@ -11,3 +11,4 @@ pytest-xdist==3.6.1
 ruff==0.7.3
 mypy==1.13.0
 django-stubs[compatible-mypy]==5.1.1
+types-requests==2.32.0.20241016""",
    ),
    Run(
        ".venv/bin/pytest -q -n 4",
        """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: ledgerly.settings.test (from ini)
rootdir: /home/dev/src/ledgerly
configfile: pytest.ini
plugins: django-4.9.0, cov-5.0.0, xdist-3.6.1
4 workers [143 items]
........................................................................ [ 50%]
.......................................................................  [100%]
============================= 143 passed in 6.02s ==============================""",
        secs=7.0,
    ),
    Run(".venv/bin/python manage.py makemigrations --check --dry-run", "No changes detected"),
    Run(
        "git commit -qam 'dev deps: types-requests for mypy' && git log --oneline -1",
        "0f6be13 dev deps: types-requests for mypy",
    ),
    Say(
        "All three CI checks pass locally: ruff clean, mypy clean after adding `types-requests`, "
        "and 143 tests pass (also under xdist). No pending migrations."
    ),
    # ---------------------------------------------------------------- segment 8: compose + push
    User(
        "Finally, bring the full stack up with docker compose (web + db) like staging, and push a preview image to our registry.",
        id="u8",
    ),
    Run(
        "docker compose up -d --build web",
        """[+] Building 41.7s (12/12) FINISHED                                  docker:default
 => [web internal] load build definition from Dockerfile                       0.0s
 => [web 1/6] FROM docker.io/library/python:3.12-slim@sha256:2b0079146a74e23bf4ae8f6a28e1b484c6292f6fb904cbb51825b4a19812fcd8  0.0s
 => CACHED [web 2/6] WORKDIR /app                                              0.0s
 => [web 3/6] COPY requirements.txt .                                          0.1s
 => [web 4/6] RUN pip install --no-cache-dir -r requirements.txt              36.2s
 => [web 5/6] COPY . .                                                         0.4s
 => [web 6/6] RUN python manage.py collectstatic --noinput                     2.9s
 => [web] exporting to image                                                   1.6s
[+] Running 2/2
 ✔ Container ledgerly-db-1   Running                                            0.0s
 ✘ Container ledgerly-web-1  Error                                             0.3s
Error response from daemon: driver failed programming external connectivity on endpoint ledgerly-web-1 (6c0f54c3d2a1e9f3b6a0c5d9e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0): Bind for 0.0.0.0:8000 failed: port is already allocated""",
        exit=1,
        id="e10_fail",
        secs=44.0,
    ),
    Run(
        "lsof -t -i :8000 | xargs -r ps -o pid,args -p",
        f"""    PID COMMAND
  49117 {P}/.venv/bin/python manage.py runserver 0.0.0.0:8000
  49120 {P}/.venv/bin/python manage.py runserver 0.0.0.0:8000""",
        id="e10_reuse",
        say="Port 8000 again. Same check as during the export-page work: `lsof -t -i :8000` gives the owning pids.",
    ),
    Run(
        "kill 49117 && sleep 1 && docker compose up -d web",
        """[+] Running 2/2
 ✔ Container ledgerly-db-1   Running                                            0.0s
 ✔ Container ledgerly-web-1  Started                                            0.6s""",
        id="e10_fix",
        say="It's my own runserver from the export-page check, still running in the background. Stopping it (the autoreloader child exits with the parent) and starting web again.",
    ),
    Run(
        "sleep 3; curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8000/invoices/",
        "200",
        id="e10_verify",
        secs=3.2,
    ),
    Run(
        "docker compose exec -T web python manage.py showmigrations invoices | tail -3",
        " [X] 0012_invoice_status_index\n [X] 0013_lineitem_discount\n [X] 0014_invoice_exported_at",
    ),
    Run(
        "docker tag ledgerly-web registry.ledgerly.io/ledgerly/web:preview-e21f8d4 && docker push registry.ledgerly.io/ledgerly/web:preview-e21f8d4",
        """The push refers to repository [registry.ledgerly.io/ledgerly/web]
5f70bf18a086: Preparing
a1e4d3c2b9f8: Preparing
e0b3a1f7c6d5: Preparing
denied: requested access to the resource is denied""",
        exit=1,
        id="e11_push",
        secs=2.4,
    ),
    Run(
        "docker login registry.ledgerly.io --username dev < /dev/null",
        """Error: Cannot perform an interactive login from a non TTY device""",
        exit=1,
        id="e11_login",
        say="Not logged in to the registry from this machine. Checking whether a credential helper is configured:",
    ),
    Run(
        "cat ~/.docker/config.json",
        """{
	"auths": {},
	"credsStore": "desktop"
}""",
    ),
    Say(
        "I'll stop on the push. This machine has no credentials for registry.ledgerly.io and the "
        "login needs an interactive password or a token I shouldn't go looking for. Once you run "
        "`docker login registry.ledgerly.io`, the tag `ledgerly/web:preview-e21f8d4` is ready to push.",
        id="e11_giveup",
    ),
    Run(
        "git status --short && git log --oneline -5",
        """e21f8d4 totals: restore ROUND_HALF_UP, unit VAT in half-cent steps
0f6be13 dev deps: types-requests for mypy
9d03a71 frontend: install with legacy-peer-deps (react-datepicker peer range)
4b1e9c2 Add Invoice.exported_at and export_invoices command
71ac0d5 Merge branch 'main' into feature/invoice-export""",
        id="after_giveup",
    ),
    Say(
        "Summary: the compose stack (web + db) is running on :8000 from the freshly built image, "
        "all migrations through 0014 applied. The preview image is built and tagged but not "
        "pushed: registry access is denied without a login."
    ),
]

GOLD = Gold(
    seed=SEED,
    notes="Claude Code 2.0.55 JSONL; grep no-match recorded with returnCodeInterpretation (exit unknown, not failed).",
    episodes=[
        Episode(
            "E1",
            "command_failed",
            "Postgres container never started on the fresh clone: migrate and psql get connection refused",
            [
                R(
                    "e1_migrate",
                    'django.db.utils.OperationalError: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused',
                ),
                R("e1_psql", "psql: error: connection to server"),
            ],
            'connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused',
            ".venv/bin/python manage.py migrate",
            fix=R("e1_fix", "docker compose up -d db"),
            fix_kind="service_start",
            entities=["docker compose up -d db"],
            verified_by=R("e1_verify", "Applying invoices.0013_lineitem_discount... OK"),
        ),
        Episode(
            "E2",
            "traceback",
            "model field added without a migration: UndefinedColumn exported_at in export_invoices",
            [
                R(
                    "e2_fail",
                    "django.db.utils.ProgrammingError: column invoices_invoice.exported_at does not exist",
                )
            ],
            "psycopg.errors.UndefinedColumn: column invoices_invoice.exported_at does not exist",
            "manage.py export_invoices 2025-10",
            fix=R("e2_fix", "manage.py makemigrations invoices"),
            fix_kind="migration",
            entities=["makemigrations", "0014_invoice_exported_at"],
            verified_by=R("e2_verify", "exported 37 invoices to exports/invoices-2025-10.csv"),
        ),
        Episode(
            "E3",
            "command_failed",
            "pytest --reuse-db kept a test database from before migration 0014",
            [R("e3_fail", "ERROR tests/test_export.py::test_export_stamps_invoices")],
            'django.db.utils.ProgrammingError: column "exported_at" of relation "invoices_invoice" does not exist',
            ".venv/bin/pytest -q tests/test_export.py",
            fix=R("e3_fix", "pytest -q --create-db tests/test_export.py"),
            fix_kind="flag",
            entities=["--create-db", "--reuse-db"],
            verified_by=R("e3_fix", "10 passed in 3.07s"),
        ),
        Episode(
            "E4",
            "command_failed",
            "npm ERESOLVE: react-datepicker 4.8.0 peer range excludes React 18",
            [R("e4_fail", "npm ERR! ERESOLVE unable to resolve dependency tree")],
            'npm ERR! peer react@"^16.9.0 || ^17.0.0" from react-datepicker@4.8.0',
            "npm install",
            fix=R("e4_fix", "npm install --legacy-peer-deps"),
            fix_kind="flag",
            entities=["--legacy-peer-deps"],
            verified_by=R("e4_fix", "added 412 packages, and audited 413 packages in 19s"),
        ),
        Episode(
            "E5",
            "command_failed",
            "runserver: port 8000 held by a stale http.server",
            [R("e5_fail", "Error: That port is already in use.")],
            "Error: That port is already in use.",
            "manage.py runserver 0.0.0.0:8000",
            fix=R("e5_fix", "kill $(lsof -t -i :8000)"),
            fix_kind="kill_process",
            entities=["lsof -t -i :8000", "kill"],
            verified_by=R("e5_verify", "> /tmp/runserver.log 2>&1 &"),
        ),
        Episode(
            "E6",
            "traceback",
            "export view names a template that does not exist (500)",
            [
                R("e6_500", "-w '%{http_code}\\n' http://localhost:8000/invoices/export/"),
                R("e6_log", "TemplateDoesNotExist: invoices/export.html"),
            ],
            "django.template.exceptions.TemplateDoesNotExist: invoices/export.html",
            "curl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:8000/invoices/export/",
            fix=R("e6_fix", 'template_name = "invoices/export_list.html"'),
            fix_kind="code_edit",
            entities=["invoices/export_list.html", "template_name"],
            verified_by=R("e6_verify", "<title>Exported invoices · Ledgerly</title>"),
        ),
        Episode(
            "E7",
            "crash_loop",
            "celery worker restart loop: systemd unit has no DATABASE_URL",
            [
                R("e7_status", "restart counter is at 38"),
                R("e7_journal", "ImproperlyConfigured: Set the DATABASE_URL environment variable"),
            ],
            "django.core.exceptions.ImproperlyConfigured: Set the DATABASE_URL environment variable",
            "systemctl --user status ledgerly-worker",
            fix=R("e7_fix", "EnvironmentFile=/home/dev/src/ledgerly/.env"),
            fix_kind="config_edit",
            entities=["EnvironmentFile", "DATABASE_URL", ".env"],
            verified_by=R(
                "e7_verify", "Active: active (running) since Tue 2025-11-18 11:22:41 UTC"
            ),
        ),
        Episode(
            "E8",
            "test_failure",
            "VAT rounding regression: quantize lost ROUND_HALF_UP (banker's rounding)",
            [R("e8_fail", "AssertionError: assert Decimal('7.21') == Decimal('7.22')")],
            "AssertionError: assert Decimal('7.21') == Decimal('7.22')",
            ".venv/bin/pytest -q tests/test_totals.py",
            fix=R("e8_fix", "rounding=ROUND_HALF_UP)\n\n\ndef line_vat"),
            fix_kind="code_edit",
            entities=["ROUND_HALF_UP", "HALF_CENT"],
            verified_by=R("e8_verify", "18 passed in 0.81s"),
        ),
        Episode(
            "E9",
            "command_failed",
            "mypy: missing stubs for requests",
            [R("e9_fail", 'error: Library stubs not installed for "requests"')],
            'error: Library stubs not installed for "requests"  [import-untyped]',
            ".venv/bin/mypy ledgerly invoices",
            fix=R("e9_fix", "pip install -q types-requests==2.32.0.20241016"),
            fix_kind="install_package",
            entities=["types-requests"],
            verified_by=R("e9_verify", "Success: no issues found in 38 source files"),
        ),
        Episode(
            "E10",
            "command_failed",
            "compose web cannot bind 8000: the agent's own background runserver",
            [R("e10_fail", "Bind for 0.0.0.0:8000 failed: port is already allocated")],
            "Bind for 0.0.0.0:8000 failed: port is already allocated",
            "docker compose up -d --build web",
            fix=R("e10_fix", "kill 49117 && sleep 1 && docker compose up -d web"),
            fix_kind="kill_process",
            entities=["kill", "runserver"],
            verified_by=R("e10_fix", "Container ledgerly-web-1  Started"),
        ),
        Episode(
            "E11",
            "command_failed",
            "docker push denied: no registry credentials; abandoned",
            [
                R("e11_push", "denied: requested access to the resource is denied"),
                R("e11_login", "Cannot perform an interactive login from a non TTY device"),
            ],
            "denied: requested access to the resource is denied",
            "docker push registry.ledgerly.io/ledgerly/web:preview-e21f8d4",
        ),
    ],
    reuse=[
        Reuse(
            "DATABASE_URL",
            R(
                "disc_dburl",
                '`DATABASES` comes straight from `env.db("DATABASE_URL")` (django-environ)',
            ),
            R("e7_fix", "This is the DATABASE_URL dependency from the bring-up"),
        ),
        Reuse(
            "lsof -t -i :8000",
            R("e5_fix", "`lsof -t -i :8000` prints just the pid"),
            R("e10_reuse", "Same check as during the export-page work"),
        ),
    ],
    pivots=[
        R("e7_fix", "This is the DATABASE_URL dependency from the bring-up"),
        R(
            "pivot_rounding",
            "Got it: c7f20aa is the regression, and it changed two things at once.",
        ),
    ],
    queries=[
        Query(
            "celery beat (supervisord program:ledgerly-beat) exits at import: environ.compat.ImproperlyConfigured: "
            'Set the DATABASE_URL environment variable -- File "/srv/ledgerly/current/ledgerly/settings/base.py", line 27',
            ["EnvironmentFile", "DATABASE_URL"],
            "E7",
        ),
        Query(
            'npm error code ERESOLVE; npm error Could not resolve dependency: npm error peer react@"^15.0.0 || ^16.0.0" '
            "from react-select@3.2.0 (while resolving billing-portal@2.1.0, found react@18.2.0)",
            ["--legacy-peer-deps"],
            "E4",
        ),
        Query(
            'psql: error: connection to server at "127.0.0.1", port 5433 failed: Connection refused -- '
            "Is the server running on that host and accepting TCP/IP connections? (docker compose service 'postgres' not started)",
            ["docker compose up -d db"],
            "E1",
        ),
        Query(
            "FAILED tests/test_credit_notes.py::test_credit_note_tax - AssertionError: assert Decimal('15.44') == Decimal('15.45') "
            "after refactoring money() to value.quantize(CENT)",
            ["ROUND_HALF_UP"],
            "E8",
        ),
        Query(
            "psycopg2.errors.UndefinedColumn: column payments_payment.reconciled_on does not exist "
            "(new field on Payment model, manage.py reconcile_payments)",
            ["makemigrations"],
            "E2",
        ),
        Query(
            "java.lang.OutOfMemoryError: Java heap space at org.apache.kafka.common.memory.MemoryPool.tryAllocate "
            "(kafka-connect worker, -Xmx512m)",
            [],
            None,
        ),
    ],
    negatives=[
        Negative(
            "expected_nonzero",
            R("probe_env", "test -f .env"),
            "probe: .env absent on a fresh clone; the answer is the information, the cp that follows is setup",
        ),
        Negative(
            "expected_nonzero",
            R("grep_nomatch", "grep -rn exported_at invoices/migrations/"),
            "grep with no match confirms the missing migration (Claude Code records it as 'No matches found', exit unknown)",
        ),
        Negative(
            "expected_nonzero",
            R("probe_lsof", "lsof -i :8000"),
            "lsof exit 1 = nothing listens on 8000 any more: the desired answer after the kill",
        ),
        Negative(
            "expected_nonzero",
            R("probe_beat", "systemctl --user is-active ledgerly-beat"),
            "beat is intentionally disabled on dev machines; 'inactive' (exit 3) is expected",
        ),
        Negative(
            "expected_nonzero",
            R("probe_gitdiff", "git diff --quiet requirements-dev.txt"),
            "git diff --quiet exits 1 when the file changed, which is what the agent checked for",
        ),
        Negative(
            "flaky",
            R("flaky_curl", "Failed to connect to localhost port 8000 after 0 ms"),
            "connection refused while the background dev server was still booting; the same curl succeeded two seconds later",
        ),
        Negative(
            "not_a_fix",
            R("flaky_curl_retry", "Same request again after a moment."),
            "plain retry (after a sleep) of the refused curl; nothing changed",
        ),
        Negative(
            "flaky",
            R("flaky_notif", "TimeoutError: no message within 2.0s"),
            "timing-dependent SMTP sink wait; the identical command passed on retry with nothing changed",
        ),
        Negative(
            "not_a_fix",
            R(
                "flaky_notif_retry",
                "Running the identical command again to see whether it reproduces.",
            ),
            "plain retry of the flaky test run; no change, not a fix",
        ),
        Negative(
            "not_a_fix",
            R("after_giveup", "git status --short && git log --oneline -5"),
            "first step after abandoning the registry push; unrelated to it",
        ),
        Negative(
            "coincidental_change",
            R("coinc_cache", "npm cache clean --force"),
            "cache clean made between the ERESOLVE failure and the passing install; the peer-dep flag is the fix",
            entity="npm cache clean --force",
        ),
    ],
)
