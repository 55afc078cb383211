"""Self-identifying token formats: secrets whose own prefix or structure names them.

A vendor that prefixes its keys (``shpat_``, ``glsa_``, ``dp.pt.``, ``AGE-SECRET-KEY-1``)
makes them findable bare, in prose or a log line, with no variable name next to them. Each
format here is one :class:`TokenFormat`: the kind written into the marker, the lowercase
literals the pre-check looks for, and a pattern that starts with that literal (so ``re`` finds
it at memchr speed, see :mod:`sessgraph.redact`) and spells out the alphabet and length the
vendor documents. Formats whose prefix is short or common (Twilio ``SK``, Octopus ``API-``,
ClickHouse ``4b1d``) also need the body to mix letters and digits, which words and hex hashes
of other lengths do not.

The formats follow gitleaks' public rule set as a reference list of what exists; the patterns
are written here, from the vendors' documented shapes. ``tests/secret_samples.py`` holds one
made-up sample per format and ``benchmarks/redact_coverage.py`` counts them.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TOKEN_FORMATS", "TokenFormat"]

# The end of a token: no further token character (``\b`` fails after ``-`` or ``=``).
_END = r"(?![A-Za-z0-9_-])"
_END_B64 = r"(?![A-Za-z0-9+/=_-])"


@dataclass(frozen=True)
class TokenFormat:
    kind: str
    triggers: tuple[str, ...]  # lowercase literals; the pattern starts with one of them
    pattern: str
    mixed: bool = False  # the token must hold a letter and a digit (short, common prefix)
    not_hex: bool = False  # ... and a letter beyond a-f (its alphabet is wider than hex)
    lead: str = ""  # what must come right before the literal (and is redacted with it)
    lead_width: int = 0  # the most characters ``lead`` can match
    in_paths: bool = False  # may follow a ``/`` (a URL); others may not, as in base64 runs
    shapes: tuple[str, ...] = ()  # for a common trigger: see ``redact_rules.Rule.shapes``


def _t(
    kind: str,
    triggers: str,
    pattern: str,
    *,
    mixed: bool = False,
    not_hex: bool = False,
    lead: tuple[str, int] = ("", 0),
    in_paths: bool = False,
    shape: str = "",
) -> TokenFormat:
    shapes = (shape,) if shape else ()
    return TokenFormat(
        kind, tuple(triggers.split()), pattern, mixed or not_hex, not_hex, *lead, in_paths, shapes
    )


TOKEN_FORMATS: tuple[TokenFormat, ...] = (
    _t(
        "1password-key",
        "a3-",
        rf"A3-[A-Z0-9]{{6}}-(?:[A-Z0-9]{{11}}|[A-Z0-9]{{6}}-[A-Z0-9]{{5}})"
        rf"(?:-[A-Z0-9]{{5}}){{3}}{_END}",
        mixed=True,
    ),
    _t("1password-token", "ops_eyj", rf"ops_eyJ[A-Za-z0-9+/]{{200,}}={{0,3}}{_END_B64}"),
    _t("adobe-secret", "p8e-", rf"p8e-[A-Za-z0-9]{{32}}{_END}", mixed=True),
    _t(
        "age-secret-key",
        "age-secret-key-1",
        r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
    ),
    _t(
        "airtable-token",
        "pat",
        rf"pat[A-Za-z0-9]{{14}}\.[a-f0-9]{{64}}{_END}",
        shape=r"pat[a-z0-9]{14}\.[a-f0-9]{64}",
    ),
    _t("alibaba-key", "ltai", rf"LTAI[A-Za-z0-9]{{20}}{_END}", mixed=True),
    _t("artifactory-token", "akcp", rf"AKCp[A-Za-z0-9]{{60,80}}{_END}"),
    _t("artifactory-token", "cmvmd", rf"cmVmd[A-Za-z0-9]{{59}}{_END}"),
    _t(
        "authress-key",
        ".acc_ .acc-",
        rf"\.acc[_-][A-Za-z0-9-]{{10,32}}\.[A-Za-z0-9+/_=-]{{30,120}}{_END_B64}",
        lead=(r"(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}", 46),
    ),
    _t("aws-access-key", "a3t abia acca", rf"(?:A3T[A-Z0-9]|ABIA|ACCA)[A-Z2-7]{{16}}{_END}"),
    _t("aws-bedrock-key", "absk", rf"ABSK[A-Za-z0-9+/]{{100,300}}={{0,2}}{_END_B64}"),
    _t(
        "aws-bedrock-key",
        "bedrock-api-key-",
        rf"bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%]*{_END_B64}",
    ),
    _t(
        "azure-client-secret",
        "q~",
        rf"Q~[A-Za-z0-9_~.-]{{31,34}}{_END}",
        shape=r"q~[a-z0-9_~.-]{31}",
        lead=(r"[A-Za-z0-9_~.]{3}[0-9]", 4),
    ),
    _t("clickhouse-key", "4b1d", rf"4b1d[A-Za-z0-9]{{38}}{_END}", not_hex=True),
    _t("clojars-token", "clojars_", rf"CLOJARS_[a-z0-9]{{60}}{_END}"),
    _t("cloudflare-key", "v1.0-", rf"v1\.0-[a-f0-9]{{24}}-[a-f0-9]{{146}}{_END}"),
    _t("databricks-token", "dapi", rf"dapi[a-f0-9]{{32}}(?:-\d)?{_END}", mixed=True),
    _t("digitalocean-token", "doo_v1_ dop_v1_ dor_v1_", rf"do[opr]_v1_[a-f0-9]{{64}}{_END}"),
    _t(
        "doppler-token",
        "dp.pt. dp.st. dp.sa. dp.ct. dp.scim. dp.audit.",
        rf"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9_-]{{40,}}{_END}",
    ),
    _t(
        "duffel-token",
        "duffel_test_ duffel_live_",
        rf"duffel_(?:test|live)_[A-Za-z0-9_=-]{{43}}{_END}",
    ),
    _t("dynatrace-token", "dt0c01.", rf"dt0c01\.[A-Za-z0-9]{{24}}\.[A-Za-z0-9]{{64}}{_END}"),
    _t("easypost-token", "ezak eztk", rf"EZ[AT]K[A-Za-z0-9]{{54}}{_END}"),
    _t(
        "facebook-token",
        "|",
        rf"\|[A-Za-z0-9_-]{{27,40}}{_END}",
        mixed=True,
        shape=r"[0-9]{15}\|[a-z0-9_-]{27}",
        lead=("[0-9]{15,16}", 16),
    ),
    _t("facebook-token", "eaam eaac eaaa", rf"EAA[ACM][A-Za-z0-9_-]{{22,}}{_END}", mixed=True),
    _t(
        "flutterwave-key",
        "flwseck_test- flwpubk_test- flwseck- flwpubk-",
        rf"FLW(?:SEC|PUB)K(?:_TEST)?-[a-h0-9]{{12,32}}(?:-X)?{_END}",
    ),
    _t(
        "flyio-token",
        "fo1_ fm1a_ fm1r_ fm2_",
        rf"f(?:o1_[A-Za-z0-9_-]{{43}}|m1[ar]_[A-Za-z0-9+/]{{100,}}={{0,3}}|m2_[A-Za-z0-9+/]{{100,}}={{0,3}}){_END_B64}",
    ),
    _t("frameio-token", "fio-u-", rf"fio-u-[A-Za-z0-9_=-]{{64}}{_END}"),
    _t(
        "gitlab-token",
        "glffct- glagent- glimt-",
        rf"gl(?:ffct|agent|imt)-[A-Za-z0-9_-]{{20,}}{_END}",
    ),
    _t("gitlab-token", "gr1348941", rf"GR1348941[A-Za-z0-9_-]{{20,}}{_END}"),
    _t("gitlab-token", "_gitlab_session=", rf"_gitlab_session=[0-9a-z]{{32}}{_END}"),
    _t("grafana-token", "eyjrijoi", rf"eyJrIjoi[A-Za-z0-9]{{70,400}}={{0,3}}{_END_B64}"),
    _t("grafana-token", "glc_", rf"glc_[A-Za-z0-9+/]{{32,400}}={{0,3}}{_END_B64}"),
    _t("grafana-token", "glsa_", rf"glsa_[A-Za-z0-9]{{32}}_[A-Fa-f0-9]{{8}}{_END}"),
    _t(
        "harness-token",
        "pat. sat.",
        rf"at\.[A-Za-z0-9_-]{{22}}\.[A-Za-z0-9]{{24}}\.[A-Za-z0-9]{{20}}{_END}",
        lead=("[ps]", 1),
    ),
    _t(
        "terraform-token",
        ".atlasv1.",
        rf"\.atlasv1\.[A-Za-z0-9_=-]{{60,70}}{_END}",
        lead=("[A-Za-z0-9]{14}", 14),
    ),
    _t("heroku-token", "hrku-aa", rf"HRKU-AA[A-Za-z0-9_-]{{58}}{_END}"),
    _t("huggingface-token", "api_org_", rf"api_org_[A-Za-z]{{34}}{_END}"),
    _t("infracost-token", "ico-", rf"ico-[A-Za-z0-9]{{32}}{_END}", mixed=True),
    _t("intra42-secret", "s-s4t2ud- s-s4t2af-", rf"s-s4t2(?:ud|af)-[a-f0-9]{{64}}{_END}"),
    _t("jwt", "zxlk", rf"ZXlK[A-Za-z0-9+/]{{40,}}={{0,2}}{_END_B64}"),
    _t("linear-key", "lin_api_", rf"lin_api_[A-Za-z0-9]{{40}}{_END}"),
    _t("linear-key", "lin_oauth_", rf"lin_oauth_[A-Za-z0-9]{{40,64}}{_END}"),
    _t("maxmind-key", "_mmk", rf"_[A-Za-z0-9]{{29}}_mmk{_END}", lead=("[A-Za-z0-9]{6}", 6)),
    _t(
        "teams-webhook",
        ".webhook.office.com/",
        r"\.webhook\.office\.com/webhookb?2/[A-Za-z0-9@/-]{40,}(?:/IncomingWebhook/[A-Za-z0-9/-]+)?",
        lead=("[A-Za-z0-9-]{1,63}", 63),
        in_paths=True,
    ),
    _t("notion-token", "ntn_", rf"ntn_[0-9]{{11}}[A-Za-z0-9]{{35}}{_END}"),
    _t("notion-token", "secret_", rf"secret_[A-Za-z0-9]{{43}}{_END}", mixed=True),
    _t("octopus-key", "api-", rf"API-[A-Z0-9]{{26}}{_END}", mixed=True),
    _t("openshift-token", "sha256~", rf"sha256~[A-Za-z0-9_-]{{43}}{_END}"),
    _t("perplexity-key", "pplx-", rf"pplx-[A-Za-z0-9]{{48}}{_END}"),
    _t(
        "planetscale-token",
        "pscale_tkn_ pscale_oauth_ pscale_pw_",
        rf"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{{32,64}}{_END}",
    ),
    _t("postman-key", "pmak-", rf"PMAK-[a-fA-F0-9]{{24}}-[a-fA-F0-9]{{34}}{_END}"),
    _t("prefect-key", "pnu_", rf"pnu_[A-Za-z0-9]{{36}}{_END}"),
    _t("pulumi-token", "pul-", rf"pul-[a-f0-9]{{40}}{_END}"),
    _t("readme-key", "rdme_", rf"rdme_[a-z0-9]{{70}}{_END}"),
    _t("rubygems-key", "rubygems_", rf"rubygems_[a-f0-9]{{48}}{_END}"),
    _t("scalingo-token", "tk-us-", rf"tk-us-[A-Za-z0-9_-]{{48}}{_END}"),
    _t("sendgrid-key", "sg.", rf"SG\.[A-Za-z0-9_-]{{20,24}}\.[A-Za-z0-9_-]{{39,50}}{_END}"),
    _t("sendinblue-key", "xkeysib-", rf"xkeysib-[a-f0-9]{{64}}-[A-Za-z0-9]{{16}}{_END}"),
    _t(
        "sentry-token",
        "sntrys_eyj",
        rf"sntrys_eyJ[A-Za-z0-9+/=]{{20,400}}_[A-Za-z0-9+/]{{43}}{_END_B64}",
    ),
    _t("sentry-token", "sntryu_", rf"sntryu_[a-f0-9]{{64}}{_END}"),
    _t("settlemint-token", "sm_aat_ sm_pat_ sm_sat_", rf"sm_[aps]at_[A-Za-z0-9]{{16}}{_END}"),
    _t(
        "shippo-token",
        "shippo_live_ shippo_test_",
        rf"shippo_(?:live|test)_[a-fA-F0-9]{{40}}{_END}",
    ),
    _t(
        "shopify-token",
        "shpat_ shpca_ shppa_ shpss_",
        rf"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{{32}}{_END}",
    ),
    _t("slack-token", "xapp-", rf"xapp-\d-[A-Z0-9]+-\d+-[a-zA-Z0-9]+{_END}"),
    _t("slack-token", "xoxe.xox", rf"xoxe\.xox[bp]-\d-[A-Za-z0-9]{{150,180}}{_END}"),
    _t(
        "slack-webhook",
        "hooks.slack.com/workflows/ hooks.slack.com/triggers/",
        rf"hooks\.slack\.com/(?:workflows|triggers)/[A-Za-z0-9+/]{{40,60}}{_END}",
        in_paths=True,
    ),
    _t("sourcegraph-token", "sgp_", rf"sgp_(?:[a-fA-F0-9]{{16}}_|local_)?[a-fA-F0-9]{{40}}{_END}"),
    _t("square-token", "sq0atp- sq0csp-", rf"sq0(?:atp|csp)-[A-Za-z0-9_-]{{22,60}}{_END}"),
    _t(
        "stripe-key",
        "rk_live_ rk_test_ rk_prod_",
        rf"rk_(?:live|test|prod)_[A-Za-z0-9]{{10,99}}{_END}",
        mixed=True,
    ),
    _t("stripe-key", "sk_prod_", rf"sk_prod_[A-Za-z0-9]{{10,99}}{_END}", mixed=True),
    _t("stripe-key", "whsec_", rf"whsec_[A-Za-z0-9]{{24,99}}{_END}", mixed=True),
    _t("twilio-key", "sk", rf"SK[0-9a-fA-F]{{32}}{_END}", mixed=True, shape="sk[0-9a-f]{32}"),
    _t("twilio-key", "ac", rf"AC[0-9a-fA-F]{{32}}{_END}", mixed=True, shape="ac[0-9a-f]{32}"),
    _t("vault-token", "hvs. hvb. hvr.", rf"hv[sbr]\.[A-Za-z0-9_-]{{90,300}}{_END}"),
    _t("telegram-token", ":aa", rf":AA[A-Za-z0-9_-]{{33}}{_END}", lead=("[0-9]{5,16}", 16)),
    _t(
        "defined-networking-key",
        "dnkey-",
        rf"dnkey-[A-Za-z0-9_=-]{{26}}-[A-Za-z0-9_=-]{{52}}{_END}",
    ),
    _t(
        "newrelic-key",
        "nrak- nrii- nrjs-",
        rf"NR(?:AK-[A-Z0-9]{{27}}|II-[A-Za-z0-9-]{{32}}|JS-[a-f0-9]{{19}}){_END}",
    ),
    _t("typeform-token", "tfp_", rf"tfp_[A-Za-z0-9_.=-]{{59}}{_END}"),
    _t("sonar-token", "squ_ sqp_ sqa_", rf"sq[upa]_[a-z0-9]{{40}}{_END}"),
    _t("mapbox-token", "sk.eyj", rf"sk\.eyJ[A-Za-z0-9_-]{{50,}}\.[A-Za-z0-9_-]{{20,}}{_END}"),
    _t(
        "plaid-token",
        "access-sandbox- access-development- access-production-",
        r"access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}"
        r"-[0-9a-f]{12}",
    ),
    _t("yandex-key", "aqvn", rf"AQVN[A-Za-z0-9_-]{{35,38}}{_END}", mixed=True),
    _t(
        "yandex-token", "t1.", rf"t1\.[A-Za-z0-9_-]+={{0,2}}\.[A-Za-z0-9_-]{{86}}={{0,2}}{_END_B64}"
    ),
    _t("mailgun-key", "key-", rf"key-[a-f0-9]{{32}}{_END}", mixed=True, lead=("(?:pub)?", 3)),
)
"""Every self-identifying format; a token's kind names its vendor."""
