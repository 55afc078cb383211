"""Made-up secrets, one per format redaction is meant to catch (none is live).

Each :class:`Sample` names the format it stands for, its family and the text it appears in,
and holds the secret part that must not survive redaction. The formats follow gitleaks' public
rule set (``config/gitleaks.toml``: the ids are gitleaks' rule ids, so coverage can be stated
against it) plus the long tail of contextual secrets seen in agent transcripts (password
flags, URL user-info, config lines, headers). Values are generated with the right structure
(prefix, alphabet, length) from a fixed seed, so they are stable across runs and never real.

Families:

* ``self-identifying``: the token's own prefix or structure names it; it must be caught bare,
  in prose, with no name next to it.
* ``keyword``: a vendor's key with no telling shape (``ADAFRUIT_API_KEY=<32 chars>``); it
  must be caught where it is assigned to a name that mentions the vendor.
* ``long-tail``: contextual secrets (``mysql -pX``, ``redis://:X@h``, ``.netrc`` lines…).
"""

from __future__ import annotations

import base64
import random
import string
import uuid
from dataclasses import dataclass

_RNG = random.Random(20261201)
_ALNUM = string.ascii_letters + string.digits
_LOWER = string.ascii_lowercase + string.digits
_UPPER = string.ascii_uppercase + string.digits
_HEX = "0123456789abcdef"
_B64 = _ALNUM + "+/"
_WORD = _ALNUM + "_-"


def _pick(alphabet: str, n: int) -> str:
    """``n`` characters of ``alphabet``; at least one digit and one letter when it has both."""
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        has_digit = any(c.isdigit() for c in value) or not any(c.isdigit() for c in alphabet)
        has_alpha = any(c.isalpha() for c in value) or not any(c.isalpha() for c in alphabet)
        if n < 8 or (has_digit and has_alpha):
            return value


def a(n: int) -> str:
    return _pick(_ALNUM, n)


def lo(n: int) -> str:
    return _pick(_LOWER, n)


def up(n: int) -> str:
    return _pick(_UPPER, n)


def hx(n: int) -> str:
    return _pick(_HEX, n)


def w(n: int) -> str:
    return _pick(_WORD, n)


def b64(n: int) -> str:
    return _pick(_B64, n)


def digits(n: int) -> str:
    return str(_RNG.randint(1, 9)) + "".join(_RNG.choice(string.digits) for _ in range(n - 1))


def letters(n: int) -> str:
    return "".join(_RNG.choice(string.ascii_letters) for _ in range(n))


def uid() -> str:
    return str(uuid.UUID(int=_RNG.getrandbits(128), version=4))


@dataclass(frozen=True)
class Sample:
    format: str  # gitleaks rule id, or a name of our own for the long tail
    family: str  # self-identifying, keyword or long-tail
    text: str  # the text the secret appears in
    secret: str  # what must not survive redaction


def _jwt() -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    body = base64.urlsafe_b64encode(
        b'{"sub":"%d","name":"svc","iat":1716239022}' % _RNG.randint(10**6, 10**7)
    )
    return f"{header}.{body.rstrip(b'=').decode()}.{w(43)}"


def _sentry_org_token() -> str:
    claims = b'{"iat":1716239022.1,"url":"https://sentry.io","region_url":"https://us.sentry.io"'
    claims += b',"org":"acme"}'
    return "sntrys_" + base64.b64encode(claims).decode().rstrip("=") + "_" + b64(43)


_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l".upper()

# gitleaks rule id -> a token of that format
_SELF_IDENTIFYING: dict[str, str] = {
    "1password-secret-key": f"A3-{up(6)}-{up(11)}-{up(5)}-{up(5)}-{up(5)}",
    "1password-service-account-token": "ops_eyJ" + b64(260),
    "adobe-client-secret": "p8e-" + a(32),
    "age-secret-key": "AGE-SECRET-KEY-1" + "".join(_RNG.choice(_BECH32) for _ in range(58)),
    "airtable-personnal-access-token": f"pat{a(14)}.{hx(64)}",
    "alibaba-access-key-id": "LTAI" + a(20),
    "anthropic-admin-api-key": f"sk-ant-admin01-{w(93)}AA",
    "anthropic-api-key": f"sk-ant-api03-{w(93)}AA",
    "artifactory-api-key": "AKCp" + a(69),
    "artifactory-reference-token": "cmVmd" + a(59),
    "authress-service-client-access-key": f"sc_{lo(12)}.{lo(5)}.acc_{lo(20)}.{b64(40)}",
    "aws-access-token": "AKIA"
    + "".join(_RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16)),
    "aws-amazon-bedrock-api-key-long-lived": "ABSK" + b64(120),
    "aws-amazon-bedrock-api-key-short-lived": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t"
    + b64(120),
    "azure-ad-client-secret": f"{a(3)}8Q~{w(34)}",
    "clickhouse-cloud-api-secret-key": "4b1d" + a(38),
    "clojars-api-token": "CLOJARS_" + lo(60),
    "cloudflare-origin-ca-key": f"v1.0-{hx(24)}-{hx(146)}",
    "databricks-api-token": "dapi" + hx(32),
    "digitalocean-access-token": "doo_v1_" + hx(64),
    "digitalocean-pat": "dop_v1_" + hx(64),
    "digitalocean-refresh-token": "dor_v1_" + hx(64),
    "doppler-api-token": "dp.pt." + a(43),
    "duffel-api-token": "duffel_test_" + a(43),
    "dynatrace-api-token": f"dt0c01.{up(24)}.{up(64)}",
    "easypost-api-token": "EZAK" + a(54),
    "easypost-test-api-token": "EZTK" + a(54),
    "facebook-access-token": f"{digits(15)}|{w(32)}",
    "facebook-page-access-token": "EAAM" + a(120),
    "flutterwave-encryption-key": "FLWSECK_TEST-" + _pick("abcdefgh0123456789", 12),
    "flutterwave-public-key": f"FLWPUBK_TEST-{_pick('abcdefgh0123456789', 32)}-X",
    "flutterwave-secret-key": f"FLWSECK_TEST-{_pick('abcdefgh0123456789', 32)}-X",
    "flyio-access-token": "fo1_" + w(43),
    "frameio-api-token": "fio-u-" + a(64),
    "gcp-api-key": "AIza" + w(35),
    "github-app-token": "ghs_" + a(36),
    "github-fine-grained-pat": "github_pat_" + _pick(_ALNUM + "_", 82),
    "github-oauth": "gho_" + a(36),
    "github-pat": "ghp_" + a(36),
    "github-refresh-token": "ghr_" + a(36),
    "gitlab-cicd-job-token": f"glcbt-{a(3)}_{w(20)}",
    "gitlab-deploy-token": "gldt-" + w(20),
    "gitlab-feature-flag-client-token": "glffct-" + w(20),
    "gitlab-feed-token": "glft-" + w(20),
    "gitlab-incoming-mail-token": "glimt-" + w(25),
    "gitlab-kubernetes-agent-token": "glagent-" + w(50),
    "gitlab-oauth-app-secret": "gloas-" + w(64),
    "gitlab-pat": "glpat-" + w(20),
    "gitlab-pat-routable": f"glpat-{a(27)}.01{lo(7)}",
    "gitlab-ptt": "glptt-" + hx(40),
    "gitlab-rrt": "GR1348941" + w(20),
    "gitlab-runner-authentication-token": "glrt-" + w(20),
    "gitlab-runner-authentication-token-routable": f"glrt-t1_{a(27)}.01{lo(7)}",
    "gitlab-scim-token": "glsoat-" + w(20),
    "gitlab-session-cookie": "_gitlab_session=" + lo(32),
    "grafana-api-key": "eyJrIjoi" + a(72) + "==",
    "grafana-cloud-api-token": "glc_" + b64(60) + "=",
    "grafana-service-account-token": f"glsa_{a(32)}_{hx(8)}",
    "harness-api-key": f"pat.{w(22)}.{a(24)}.{a(20)}",
    "hashicorp-tf-api-token": f"{lo(14)}.atlasv1.{w(67)}",
    "heroku-api-key-v2": "HRKU-AA" + w(58),
    "huggingface-access-token": "hf_" + letters(34),
    "huggingface-organization-api-token": "api_org_" + letters(34),
    "infracost-api-token": "ico-" + a(32),
    "intra42-client-secret": "s-s4t2ud-" + hx(64),
    "jwt": _jwt(),
    "jwt-base64": base64.b64encode(_jwt().encode()).decode(),
    "linear-api-key": "lin_api_" + a(40),
    "maxmind-license-key": f"{a(6)}_{a(29)}_mmk",
    "microsoft-teams-webhook": f"https://{lo(8)}.webhook.office.com/webhookb2/{uid()}@{uid()}"
    f"/IncomingWebhook/{hx(32)}/{uid()}",
    "notion-api-token": f"ntn_{digits(11)}{a(35)}",
    "npm-access-token": "npm_" + a(36),
    "octopus-deploy-api-key": "API-" + up(26),
    "openai-api-key": f"sk-proj-{w(74)}T3BlbkFJ{w(74)}",
    "openshift-user-token": "sha256~" + w(43),
    "perplexity-api-key": "pplx-" + a(48),
    "planetscale-api-token": "pscale_tkn_" + a(43),
    "planetscale-oauth-token": "pscale_oauth_" + a(43),
    "planetscale-password": "pscale_pw_" + a(43),
    "postman-api-token": f"PMAK-{hx(24)}-{hx(34)}",
    "prefect-api-token": "pnu_" + a(36),
    "private-key": "-----BEGIN PRIVATE KEY-----\n"
    + "\n".join(b64(64) for _ in range(4))
    + "\n-----END PRIVATE KEY-----",
    "pulumi-api-token": "pul-" + hx(40),
    "pypi-upload-token": "pypi-AgEIcHlwaS5vcmc" + w(70),
    "readme-api-token": "rdme_" + lo(70),
    "rubygems-api-token": "rubygems_" + hx(48),
    "scalingo-api-token": "tk-us-" + w(48),
    "sendgrid-api-token": f"SG.{w(22)}.{w(43)}",
    "sendinblue-api-token": f"xkeysib-{hx(64)}-{a(16)}",
    "sentry-org-token": _sentry_org_token(),
    "sentry-user-token": "sntryu_" + hx(64),
    "settlemint-application-access-token": "sm_aat_" + a(16),
    "settlemint-personal-access-token": "sm_pat_" + a(16),
    "settlemint-service-access-token": "sm_sat_" + a(16),
    "shippo-api-token": "shippo_live_" + hx(40),
    "shopify-access-token": "shpat_" + hx(32),
    "shopify-custom-access-token": "shpca_" + hx(32),
    "shopify-private-app-access-token": "shppa_" + hx(32),
    "shopify-shared-secret": "shpss_" + hx(32),
    "slack-app-token": f"xapp-1-A0{up(9)}-{digits(13)}-{hx(64)}",
    "slack-bot-token": f"xoxb-{digits(12)}-{digits(13)}-{a(24)}",
    "slack-config-access-token": "xoxe.xoxp-1-" + up(164),
    "slack-config-refresh-token": "xoxe-1-" + up(146),
    "slack-legacy-bot-token": f"xoxb-{digits(10)}-{a(24)}",
    "slack-legacy-token": f"xoxs-{digits(10)}-{digits(10)}-{digits(12)}-{hx(64)}",
    "slack-legacy-workspace-token": "xoxa-2-" + a(32),
    "slack-user-token": f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{a(32)}",
    "slack-webhook-url": "https://hooks.slack.com/workflows/" + a(44),
    "sourcegraph-access-token": f"sgp_{hx(16)}_{hx(40)}",
    "square-access-token": "sq0atp-" + w(22),
    "stripe-access-token": "rk_live_" + a(24),
    "twilio-api-key": "SK" + hx(32),
    "vault-batch-token": "hvb." + w(138),
    "vault-service-token": "hvs." + w(95),
}

# Formats gitleaks finds by a name next to the value: (gitleaks id, assignment, value)
_KEYWORD: list[tuple[str, str, str]] = [
    ("adafruit-api-key", "ADAFRUIT_API_KEY", w(32)),
    ("adobe-client-id", "ADOBE_CLIENT_ID", hx(32)),
    ("airtable-api-key", "AIRTABLE_API_KEY", lo(17)),
    ("algolia-api-key", "ALGOLIA_API_KEY", lo(32)),
    ("alibaba-secret-key", "ALIBABA_SECRET_KEY", lo(30)),
    ("asana-client-id", "ASANA_CLIENT_ID", digits(16)),
    ("asana-client-secret", "ASANA_CLIENT_SECRET", lo(32)),
    ("atlassian-api-token", "JIRA_API_TOKEN", lo(20) + hx(4)),
    ("beamer-api-token", "BEAMER_API_TOKEN", "b_" + w(44)),
    ("bitbucket-client-id", "BITBUCKET_CLIENT_ID", lo(32)),
    ("bitbucket-client-secret", "BITBUCKET_CLIENT_SECRET", w(64)),
    ("bittrex-access-key", "BITTREX_ACCESS_KEY", lo(32)),
    ("bittrex-secret-key", "BITTREX_SECRET_KEY", lo(32)),
    ("cisco-meraki-api-key", "MERAKI_API_KEY", hx(40)),
    ("cloudflare-api-key", "CLOUDFLARE_API_KEY", w(40)),
    ("cloudflare-global-api-key", "CLOUDFLARE_GLOBAL_API_KEY", hx(37)),
    ("codecov-access-token", "CODECOV_TOKEN", lo(32)),
    ("cohere-api-token", "CO_API_KEY", a(40)),
    ("coinbase-access-token", "COINBASE_ACCESS_TOKEN", w(64)),
    ("confluent-access-token", "CONFLUENT_ACCESS_TOKEN", lo(16)),
    ("confluent-secret-key", "CONFLUENT_SECRET_KEY", lo(64)),
    ("contentful-delivery-api-token", "CONTENTFUL_DELIVERY_TOKEN", w(43)),
    ("datadog-access-token", "DATADOG_ACCESS_TOKEN", lo(40)),
    ("defined-networking-api-token", "DNKEY", f"dnkey-{w(26)}-{w(52)}"),
    ("discord-api-token", "DISCORD_API_TOKEN", hx(64)),
    ("discord-client-id", "DISCORD_CLIENT_ID", digits(18)),
    ("discord-client-secret", "DISCORD_CLIENT_SECRET", w(32)),
    ("droneci-access-token", "DRONECI_ACCESS_TOKEN", lo(32)),
    ("dropbox-api-token", "DROPBOX_API_TOKEN", lo(15)),
    ("dropbox-long-lived-api-token", "DROPBOX_TOKEN", lo(11) + "AAAAAAAAAA" + w(43)),
    ("dropbox-short-lived-api-token", "DROPBOX_TOKEN", "sl." + w(135)),
    ("etsy-access-token", "ETSY_ACCESS_TOKEN", lo(24)),
    ("facebook-secret", "FACEBOOK_APP_SECRET", hx(32)),
    ("fastly-api-token", "FASTLY_API_TOKEN", w(32)),
    ("finicity-api-token", "FINICITY_API_TOKEN", hx(32)),
    ("finicity-client-secret", "FINICITY_CLIENT_SECRET", lo(20)),
    ("finnhub-access-token", "FINNHUB_ACCESS_TOKEN", lo(20)),
    ("flickr-access-token", "FLICKR_ACCESS_TOKEN", lo(32)),
    ("freshbooks-access-token", "FRESHBOOKS_ACCESS_TOKEN", lo(64)),
    ("generic-api-key", "API_KEY", w(32)),
    ("gitter-access-token", "GITTER_ACCESS_TOKEN", w(40)),
    ("gocardless-api-token", "GOCARDLESS_ACCESS_TOKEN", "live_" + w(40)),
    ("hashicorp-tf-password", "administrator_login_password", lo(16)),
    ("heroku-api-key", "HEROKU_API_KEY", uid()),
    ("hubspot-api-key", "HUBSPOT_API_KEY", uid().upper()),
    ("intercom-api-key", "INTERCOM_API_KEY", w(60)),
    ("jfrog-api-key", "JFROG_API_KEY", lo(73)),
    ("jfrog-identity-token", "ARTIFACTORY_IDENTITY_TOKEN", lo(64)),
    ("kraken-access-token", "KRAKEN_ACCESS_TOKEN", b64(86)),
    ("kucoin-access-token", "KUCOIN_ACCESS_TOKEN", hx(24)),
    ("kucoin-secret-key", "KUCOIN_SECRET_KEY", uid()),
    ("launchdarkly-access-token", "LAUNCHDARKLY_ACCESS_TOKEN", w(40)),
    ("linear-client-secret", "LINEAR_CLIENT_SECRET", hx(32)),
    ("linkedin-client-id", "LINKEDIN_CLIENT_ID", lo(14)),
    ("linkedin-client-secret", "LINKEDIN_CLIENT_SECRET", lo(16)),
    ("lob-api-key", "LOB_API_KEY", "live_" + hx(35)),
    ("lob-pub-api-key", "LOB_PUBLISHABLE_KEY", "test_pub_" + hx(31)),
    ("looker-client-id", "LOOKER_CLIENT_ID", lo(20)),
    ("looker-client-secret", "LOOKER_CLIENT_SECRET", lo(24)),
    ("mailchimp-api-key", "MAILCHIMP_API_KEY", hx(32) + "-us12"),
    ("mailgun-private-api-token", "MAILGUN_API_KEY", "key-" + hx(32)),
    ("mailgun-pub-key", "MAILGUN_PUBLIC_KEY", "pubkey-" + hx(32)),
    ("mailgun-signing-key", "MAILGUN_SIGNING_KEY", f"{hx(32)}-{hx(8)}-{hx(8)}"),
    ("mapbox-api-token", "MAPBOX_ACCESS_TOKEN", f"pk.{lo(60)}.{lo(22)}"),
    ("mattermost-access-token", "MATTERMOST_ACCESS_TOKEN", lo(26)),
    ("messagebird-api-token", "MESSAGEBIRD_API_TOKEN", lo(25)),
    ("messagebird-client-id", "MESSAGEBIRD_CLIENT_ID", uid()),
    ("netlify-access-token", "NETLIFY_AUTH_TOKEN", w(43)),
    ("new-relic-browser-api-token", "NEW_RELIC_BROWSER_KEY", "NRJS-" + hx(19)),
    ("new-relic-insert-key", "NEW_RELIC_INSERT_KEY", "NRII-" + w(32)),
    ("new-relic-user-api-id", "NEW_RELIC_USER_ID", lo(64)),
    ("new-relic-user-api-key", "NEW_RELIC_API_KEY", "NRAK-" + up(27)),
    ("nytimes-access-token", "NYTIMES_ACCESS_TOKEN", w(32)),
    ("okta-access-token", "OKTA_ACCESS_TOKEN", "00" + w(40)),
    ("plaid-api-token", "PLAID_ACCESS_TOKEN", f"access-sandbox-{uid()}"),
    ("plaid-client-id", "PLAID_CLIENT_ID", lo(24)),
    ("plaid-secret-key", "PLAID_SECRET", lo(30)),
    ("privateai-api-token", "PRIVATEAI_API_KEY", lo(32)),
    ("rapidapi-access-token", "RAPIDAPI_KEY", w(50)),
    ("sendbird-access-id", "SENDBIRD_APP_ID", uid()),
    ("sendbird-access-token", "SENDBIRD_API_TOKEN", hx(40)),
    ("sentry-access-token", "SENTRY_AUTH_TOKEN", hx(64)),
    ("sidekiq-secret", "BUNDLE_ENTERPRISE__CONTRIBSYS__COM", f"{hx(8)}:{hx(8)}"),
    ("snyk-api-token", "SNYK_TOKEN", uid()),
    ("sonar-api-token", "SONAR_TOKEN", "squ_" + lo(40)),
    ("squarespace-access-token", "SQUARESPACE_ACCESS_TOKEN", uid()),
    ("sumologic-access-id", "SUMO_ACCESS_ID", "su" + a(12)),
    ("sumologic-access-token", "SUMO_ACCESS_KEY", lo(64)),
    ("telegram-bot-api-token", "TELEGRAM_BOT_TOKEN", f"{digits(10)}:A{w(34)}"),
    ("travisci-access-token", "TRAVIS_TOKEN", lo(22)),
    ("twitch-api-token", "TWITCH_API_TOKEN", lo(30)),
    ("twitter-access-secret", "TWITTER_ACCESS_SECRET", lo(45)),
    ("twitter-access-token", "TWITTER_ACCESS_TOKEN", f"{digits(19)}-{a(30)}"),
    ("twitter-api-key", "TWITTER_API_KEY", lo(25)),
    ("twitter-api-secret", "TWITTER_API_SECRET", lo(50)),
    ("twitter-bearer-token", "TWITTER_BEARER_TOKEN", "A" * 22 + a(90)),
    ("typeform-api-token", "TYPEFORM_API_TOKEN", "tfp_" + w(59)),
    ("yandex-access-token", "YANDEX_ACCESS_TOKEN", f"t1.{w(40)}.{w(86)}"),
    ("yandex-api-key", "YANDEX_API_KEY", "AQVN" + w(36)),
    ("yandex-aws-access-token", "YANDEX_ACCESS_KEY", "YC" + w(38)),
    ("zendesk-secret-key", "ZENDESK_SECRET_KEY", lo(40)),
]

# How a keyword sample is written, in turn: .env, export, YAML, JSON, Python.
_ASSIGNMENTS = (
    "{name}={value}",
    "export {name}={value}",
    "  {lower}: {value}",
    '{{"{lower}": "{value}"}}',
    '{lower} = "{value}"',
)


def _keyword_samples() -> list[Sample]:
    samples = []
    for n, (rule, name, value) in enumerate(_KEYWORD):
        form = _ASSIGNMENTS[n % len(_ASSIGNMENTS)]
        samples.append(
            Sample(rule, "keyword", form.format(name=name, lower=name.lower(), value=value), value)
        )
    return samples


def _long_tail() -> list[Sample]:
    p = [a(14) for _ in range(60)]
    cookie = lo(32)
    azure_key = b64(86) + "=="
    sas = b64(43).replace("+", "%2B").replace("/", "%2F") + "%3D"
    escaped = f"{a(10)}\\/{a(12)}"
    long_value = a(700)
    cases = [
        ("mysql-p", f"mysql -h db.internal -u root -p{p[0]} app", p[0]),
        ("mysql-password", f"mysqldump --password={p[1]} app > app.sql", p[1]),
        ("mariadb-password-space", f"mariadb -u admin --password {p[2]} shop", p[2]),
        ("sshpass", f"sshpass -p {p[3]} ssh deploy@10.0.0.5 uptime", p[3]),
        ("sshpass-attached", f"sshpass -p'{p[4]}' scp a.tar host:", p[4]),
        ("docker-login-p", f"docker login -u ci -p {p[5]} registry.example.io", p[5]),
        ("docker-login-password", f"docker login --username ci --password {p[6]} ghcr.io", p[6]),
        ("redis-cli-a", f"redis-cli -h cache.internal -a {p[7]} ping", p[7]),
        ("redis-url-no-user", f"REDIS_URL=redis://:{p[8]}@cache.internal:6379/0", p[8]),
        ("postgres-url", f"psql postgres://app:{p[9]}@db.internal:5432/app", p[9]),
        ("amqp-url", f"broker_url = 'amqp://guest:{p[10]}@rabbit:5672//'", p[10]),
        ("mongodb-srv-url", f'"uri": "mongodb+srv://svc:{p[11]}@c0.x1y2z.mongodb.net/db"', p[11]),
        ("url-json-escaped", f'{{"url": "https:\\/\\/bot:{p[12]}@git.internal\\/x.git"}}', p[12]),
        (
            "azure-storage-connection",
            "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey="
            f"{azure_key};EndpointSuffix=core.windows.net",
            azure_key[:40],
        ),
        (
            "azure-service-bus",
            f"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey={p[13]}{b64(30)}=",
            p[13],
        ),
        (
            "azure-sas-url",
            f"https://acme.blob.core.windows.net/c/f.zip?sv=2022-11-02&se=2026-12-01&sr=b&sp=r&sig={sas}",
            sas[:30],
        ),
        ("netrc-line", f"machine api.heroku.com login ops@example.org password {p[14]}", p[14]),
        ("netrc-multiline", f"machine github.com\n  login bot\n  password {p[15]}\n", p[15]),
        ("pgpass", f"db.internal:5432:app:app_user:{p[16]}\n", p[16]),
        ("pgpass-echo", f"echo 'localhost:*:*:postgres:{p[17]}' >> ~/.pgpass", p[17]),
        ("cookie-header", f"Cookie: _ga=GA1.2.3; session_id={cookie}; theme=dark", cookie),
        ("set-cookie", f"Set-Cookie: sid={p[18]}; Path=/; HttpOnly; Secure", p[18]),
        ("curl-cookie", f"curl -b 'session={p[19]}' https://app.internal/api", p[19]),
        ("authorization-token", f"Authorization: token {hx(40)}", ""),
        ("authorization-raw", f"-H 'Authorization: {p[20]}{a(10)}'", p[20]),
        ("x-api-key-header", f'curl -H "X-Api-Key: {p[21]}{a(8)}" https://api.internal', p[21]),
        (
            "json-authorization",
            f'{{"headers": {{"Authorization": "Bearer {p[22]}{a(6)}"}}}}',
            p[22],
        ),
        ("private-token-header", f"PRIVATE-TOKEN: {p[23]}{a(6)}", p[23]),
        ("query-after-ampersand", f"GET /cb?state=xyz&token={p[24]}&secret={p[25]} 200", p[25]),
        ("query-access-token", f"https://api.internal/v1/me?access_token={p[26]}", p[26]),
        ("query-password", f"https://x.internal/login?user=bob&password={p[27]}", p[27]),
        ("long-value", f"SESSION_SECRET={long_value}", long_value[-40:]),
        ("json-escaped-slash", f'{{"client_secret": "{escaped}"}}', escaped.split("\\/")[1]),
        ("openai-env-odd-shape", f"OPENAI_API_KEY=sk-proj-{letters(30)}", ""),
        ("env-api-key-letters", f"ACME_API_KEY={letters(24)}", ""),
        ("export-token-short", f"export DEPLOY_TOKEN={p[28][:10]}", p[28][:10]),
        ("dotenv-secret-quoted", f'APP_SECRET="{p[29]} {p[30]}"', p[29]),
        ("yaml-password-key", f"database:\n  DB_PASSWORD: {p[31]}\n", p[31]),
        ("json-token-odd", f'{{"SLACK_SIGNING_SECRET": "{letters(20)}"}}', ""),
        ("telegram-bare", f"bot {digits(10)}:AA{w(33)} ready", ""),
        ("twilio-account-sid", f"client = Client('AC{hx(32)}', auth)", ""),
        ("twilio-auth-token", f"TWILIO_AUTH_TOKEN={hx(32)}", ""),
        ("age-bare", "", ""),
    ]
    samples = []
    for name, text, secret in cases:
        if not text:
            continue
        if not secret:  # the secret is the last word of the case's text
            secret = text.split("=")[-1].split(" ")[-1].strip("'\")}")
            if name == "telegram-bare":
                secret = text.split(":")[1].split(" ")[0]
            if name == "twilio-account-sid":
                secret = text.split("'")[1]
        samples.append(Sample(name, "long-tail", text, secret))
    return samples


SELF_IDENTIFYING = [
    Sample(rule, "self-identifying", f"found {token} in the build log", token)
    for rule, token in _SELF_IDENTIFYING.items()
]
KEYWORD = _keyword_samples()
LONG_TAIL = _long_tail()
SAMPLES = [*SELF_IDENTIFYING, *KEYWORD, *LONG_TAIL]

# gitleaks rules with no sample, and why: they find a file by its name or a structure
# redaction has no business with (a whole YAML document, a PHP array, an XML element).
NOT_COVERED = {
    "pkcs12-file": "matches a file name (*.p12, *.pfx), not text",
    "kubernetes-secret-yaml": "needs a whole Secret manifest; its values are base64 data",
    "nuget-config-password": "an XML element only in nuget.config",
    "freemius-secret-key": "a PHP array entry only in *.php",
    "curl-auth-header": "covered by the header samples of the long tail",
    "curl-auth-user": "covered by the curl -u rule",
    "sidekiq-sensitive-url": "URL user-info, covered by the URL samples",
}
