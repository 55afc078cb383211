"""The steps and gold labels of codex-rust-tollgate (Codex CLI, Rust proxy service)."""

from __future__ import annotations

from _script import Edit, Episode, Gold, Negative, Query, R, Read, Reuse, Run, Say, Think, User

SEED = 20251125
C = "/home/mara/code/tollgate"


def cargo_test_ok(groups: list[tuple[str, list[str]]], secs: str = "0.04") -> str:
    out = []
    for target, names in groups:
        out.append(f"     Running {target}")
        out.append("")
        out.append(f"running {len(names)} tests")
        for name in names:
            out.append(f"test {name} ... ok")
        out.append("")
        out.append(
            f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s"
        )
        out.append("")
    return "\n".join(out)


UNIT = [
    "config::tests::parses_minimal",
    "config::tests::rejects_zero_rate",
    "limiter::tests::bucket_starts_full",
    "limiter::tests::refill_is_monotonic",
    "limiter::tests::rejects_when_empty",
    "proxy::tests::strips_hop_headers",
]
INTEG = ["forwards_get", "forwards_post_body", "returns_429_when_limited"]

OPENSSL_ERR = """error: failed to run custom build command for `openssl-sys v0.9.104`

Caused by:
  process didn't exit successfully: `{target}/debug/build/openssl-sys-5d1a4c0b7e2f9a83/build-script-main` (exit status: 101)
  --- stdout
  cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR
  cargo:rerun-if-env-changed=OPENSSL_LIB_DIR
  cargo:rerun-if-env-changed=OPENSSL_DIR
  run pkg_config fail: Could not run `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`
  The pkg-config command could not be found.

  --- stderr
  thread 'main' panicked at {registry}/openssl-sys-0.9.104/build/find_normal.rs:190:5:

  Could not find directory of OpenSSL installation, and this `-sys` crate cannot
  proceed without this knowledge. If OpenSSL is installed and this crate had
  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the
  compilation process.

  Make sure you also have the development packages of openssl installed.
  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.

  $HOST = x86_64-unknown-linux-gnu
  $TARGET = x86_64-unknown-linux-gnu
  openssl-sys = 0.9.104

  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"""

STEPS = [
    # ------------------------------------------------------------- segment 1: build
    User(
        "Fresh checkout of tollgate on my new workstation (Ubuntu 24.04). Get it building and the tests passing.",
        id="u1",
    ),
    Think("**Surveying the workspace**\n\nStart with the manifest and toolchain before building."),
    Run(
        "ls && cat rust-toolchain.toml && cargo --version",
        """Cargo.lock
Cargo.toml
Dockerfile
README.md
benches
config
rust-toolchain.toml
src
tests
[toolchain]
channel = "1.82.0"
components = ["rustfmt", "clippy"]
cargo 1.82.0 (8f40fc59f 2024-08-21)""",
    ),
    Read(
        f"{C}/Cargo.toml",
        """[package]
name = "tollgate"
version = "0.4.2"
edition = "2021"

[dependencies]
axum = "0.7"
tokio = { version = "1.41", features = ["macros", "rt-multi-thread", "net", "signal", "time"] }
reqwest = { version = "0.12", default-features = false, features = ["json", "native-tls"] }
serde = { version = "1", features = ["derive"] }
toml = "0.8"
tracing = "0.1"
tracing-subscriber = { version = "0.3", features = ["env-filter"] }
thiserror = "2"

[dev-dependencies]
tokio-test = "0.4"
""",
    ),
    Run(
        "cargo build",
        """    Updating crates.io index
     Locking 214 packages to latest compatible versions
   Compiling libc v0.2.164
   Compiling proc-macro2 v1.0.92
   Compiling cc v1.2.1
   Compiling pkg-config v0.3.31
   Compiling openssl-sys v0.9.104
"""
        + OPENSSL_ERR.format(
            target=f"{C}/target",
            registry="/home/mara/.cargo/registry/src/index.crates.io-6f17d22bba15001f",
        )
        + """
warning: build failed, waiting for other jobs to finish...""",
        exit=101,
        id="e1_fail",
        secs=38.2,
    ),
    Run(
        "dpkg -s libssl-dev pkg-config 2>&1 | grep -E '^(Package|Status)|not installed'",
        "dpkg-query: package 'libssl-dev' is not installed and no information is available\ndpkg-query: package 'pkg-config' is not installed and no information is available",
        exit=1,
        id="probe_dpkg",
        say="native-tls pulls in openssl-sys, whose build script can't find OpenSSL headers. Checking which dev packages are present.",
    ),
    Run(
        "sudo apt-get install -y libssl-dev pkg-config",
        """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following NEW packages will be installed:
  libpkgconf3 libssl-dev pkg-config pkgconf pkgconf-bin
0 upgraded, 5 newly installed, 0 to remove and 3 not upgraded.
Need to get 2,477 kB of archives.
Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...
Setting up pkg-config:amd64 (1.8.1-2build1) ...
Processing triggers for man-db (2.12.0-4build2) ...""",
        id="e1_fix",
        secs=9.6,
        say="Neither is installed on this box. openssl-sys needs both the headers (libssl-dev) and pkg-config to locate them.",
    ),
    Run(
        "cargo build",
        """   Compiling openssl-sys v0.9.104
   Compiling native-tls v0.2.12
   Compiling hyper-tls v0.6.0
   Compiling reqwest v0.12.9
   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)
error[E0432]: unresolved import `reqwest::blocking`
 --> src/probe.rs:3:14
  |
3 | use reqwest::blocking::Client;
  |              ^^^^^^^^ could not find `blocking` in `reqwest`
  |
note: found an item that was configured out
 --> /home/mara/.cargo/registry/src/index.crates.io-6f17d22bba15001f/reqwest-0.12.9/src/lib.rs:338:9
  |
338 | pub mod blocking;
  |         ^^^^^^^^
note: the item is gated behind the `blocking` feature
 --> /home/mara/.cargo/registry/src/index.crates.io-6f17d22bba15001f/reqwest-0.12.9/src/lib.rs:337:7
  |
337 | #[cfg(feature = "blocking")]
  |       ^^^^^^^^^^^^^^^^^^^^

For more information about this error, try `rustc --explain E0432`.
error: could not compile `tollgate` (bin "tollgate") due to 1 previous error""",
        exit=101,
        id="e2_fail",
        secs=41.5,
    ),
    Run(
        "git log --oneline -3 -- src/probe.rs Cargo.toml",
        """a81c4d2 probe: synchronous upstream check for the CLI
7e02bb9 Trim reqwest default features
19f3c6e Initial proxy""",
    ),
    Edit(
        f"{C}/Cargo.toml",
        'reqwest = { version = "0.12", default-features = false, features = ["json", "native-tls"] }',
        'reqwest = { version = "0.12", default-features = false, features = ["json", "native-tls", "blocking"] }',
        id="e2_fix",
        say="OpenSSL is sorted; this is a separate problem. `src/probe.rs` (added in a81c4d2) uses `reqwest::blocking`, which is gated behind reqwest's `blocking` feature, and 7e02bb9 turned default features off. Enabling the feature in Cargo.toml.",
    ),
    Run(
        "cargo build",
        """   Compiling reqwest v0.12.9
   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.71s""",
        id="e2_verify",
        secs=12.9,
    ),
    Run(
        "cargo test",
        "   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.02s\n"
        + cargo_test_ok(
            [
                ("unittests src/main.rs (target/debug/deps/tollgate-9c1e0f7a2b3d4e5f)", UNIT),
                ("tests/proxy.rs (target/debug/deps/proxy-0a1b2c3d4e5f6a7b)", INTEG),
            ]
        ),
        id="seg1_tests",
        secs=11.0,
    ),
    Say(
        "Builds and all 9 tests pass. Two things were missing: the OpenSSL dev headers plus "
        "pkg-config (`apt-get install libssl-dev pkg-config`, needed by openssl-sys via native-tls), "
        "and reqwest's `blocking` feature, which `src/probe.rs` needs since default features "
        "were trimmed."
    ),
    # ------------------------------------------------------------- segment 2: healthz
    User(
        "Add a /healthz endpoint that reports whether the upstream is reachable, with an integration test.",
        id="u2",
    ),
    Read(
        f"{C}/src/main.rs",
        """mod config;
mod limiter;
mod probe;
mod proxy;

use std::sync::Arc;

use axum::{routing::any, Router};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();
    let cfg = config::load()?;
    let state = Arc::new(proxy::AppState::new(&cfg)?);
    let app = Router::new().fallback(any(proxy::forward)).with_state(state);
    let listener = tokio::net::TcpListener::bind(&cfg.listen).await?;
    tracing::info!(listen = %cfg.listen, upstream = %cfg.upstream, "tollgate up");
    axum::serve(listener, app).await?;
    Ok(())
}
""",
    ),
    Say(
        "Logging note for later: the subscriber uses `EnvFilter::from_default_env()`, so the "
        "verbosity comes only from RUST_LOG; nothing is logged below `error` unless it is set. "
        "The crate's tracing target is `tollgate`, so `RUST_LOG=tollgate=debug,tower_http=debug` "
        "shows the proxy's own decisions plus request spans.",
        id="disc_rustlog",
    ),
    Edit(
        f"{C}/src/health.rs",
        "",
        """use std::sync::Arc;

use axum::{extract::State, http::StatusCode, Json};
use serde::Serialize;

use crate::proxy::AppState;

#[derive(Serialize)]
pub struct Health {
    upstream: &'static str,
}

pub async fn healthz(State(state): State<Arc<HealthState>>) -> (StatusCode, Json<Health>) {
    match state.client.head(state.upstream.as_str()).send().await {
        Ok(_) => (StatusCode::OK, Json(Health { upstream: "up" })),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, Json(Health { upstream: "down" })),
    }
}

pub struct HealthState {
    pub client: reqwest::Client,
    pub upstream: String,
}
""",
    ),
    Edit(
        f"{C}/src/main.rs",
        "    let app = Router::new().fallback(any(proxy::forward)).with_state(state);",
        "    let health = Arc::new(health::HealthState { client: state.client.clone(), upstream: cfg.upstream.clone() });\n"
        '    let app = Router::new()\n        .route("/healthz", get(health::healthz).with_state(health))\n'
        "        .fallback(any(proxy::forward))\n        .with_state(state);",
    ),
    Run(
        "cargo build 2>&1 | tail -25",
        """   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)
error[E0277]: the trait bound `HealthState: Clone` is not satisfied
   --> src/main.rs:19:47
    |
19  |         .route("/healthz", get(health::healthz).with_state(health))
    |                                               ^^^^^^^^^^ the trait `Clone` is not implemented for `HealthState`
    |
    = note: required for `Arc<HealthState>` to implement `FromRef<Arc<HealthState>>`
note: required by a bound in `MethodRouter::<S, E>::with_state`
   --> /home/mara/.cargo/registry/src/index.crates.io-6f17d22bba15001f/axum-0.7.9/src/routing/method_routing.rs:742:12
help: consider annotating `HealthState` with `#[derive(Clone)]`
    |
21  + #[derive(Clone)]
22  | pub struct HealthState {
    |
error[E0425]: cannot find function `get` in this scope
  --> src/main.rs:19:28
   |
19 |         .route("/healthz", get(health::healthz).with_state(health))
   |                            ^^^ not found in this scope
   |
help: consider importing this function
   |
8  + use axum::routing::get;
   |

Some errors have detailed explanations: E0277, E0425.
error: could not compile `tollgate` (bin "tollgate") due to 2 previous errors""",
        exit=0,
        id="e3_fail",
        secs=7.3,
    ),
    Edit(
        f"{C}/src/health.rs",
        "pub struct HealthState {",
        "#[derive(Clone)]\npub struct HealthState {",
        id="e3_fix",
        say="The pipe to `tail` hid the exit status, but it didn't compile: `HealthState` needs `Clone` for axum's state extraction, and `get` isn't imported.",
    ),
    Edit(
        f"{C}/src/main.rs",
        "use axum::{routing::any, Router};",
        "use axum::{routing::{any, get}, Router};\n\nmod health;",
    ),
    Run(
        "cargo build",
        "   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.88s",
        id="e3_verify",
        secs=7.0,
    ),
    Edit(
        f"{C}/tests/health.rs",
        "",
        """mod common;

#[tokio::test]
async fn healthz_reports_upstream_up() {
    let upstream = common::fake_upstream().await;
    let proxy = common::spawn_proxy(&upstream.url()).await;
    let resp = reqwest::get(format!("{}/healthz", proxy.url())).await.unwrap();
    assert_eq!(resp.status(), 200);
}

#[tokio::test]
async fn healthz_reports_upstream_down() {
    let proxy = common::spawn_proxy("http://127.0.0.1:9").await;
    let resp = reqwest::get(format!("{}/healthz", proxy.url())).await.unwrap();
    assert_eq!(resp.status(), 503);
}
""",
    ),
    Run(
        "cargo test --test health",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 5.31s\n"
        + cargo_test_ok(
            [
                (
                    "tests/health.rs (target/debug/deps/health-5e6f7a8b9c0d1e2f)",
                    ["healthz_reports_upstream_down", "healthz_reports_upstream_up"],
                )
            ],
            "0.21",
        ),
        secs=6.0,
    ),
    Run(
        "cargo fmt && cargo clippy --all-targets -- -D warnings 2>&1 | tail -3",
        "    Checking tollgate v0.4.2 (/home/mara/code/tollgate)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.12s",
        secs=4.0,
    ),
    Run(
        "git add -A && git commit -qm 'Add /healthz with upstream reachability' && git log --oneline -1",
        "b5d07e3 Add /healthz with upstream reachability",
    ),
    Say(
        '`/healthz` is in: 200 with `{"upstream":"up"}` when a HEAD to the upstream succeeds, '
        "503 otherwise, with two integration tests. Committed as b5d07e3."
    ),
    # ------------------------------------------------------------- segment 3: loadgen crash
    User(
        "The loadgen bench binary dies immediately when I point it at the big routes file (config/routes-large.toml). Can you see what's going on?",
        id="u3",
    ),
    Run(
        "cargo run --release --bin loadgen -- --routes config/routes-large.toml --rps 2000 --secs 5",
        """    Finished `release` profile [optimized] target(s) in 0.21s
     Running `target/release/loadgen --routes config/routes-large.toml --rps 2000 --secs 5`
loading 18432 routes from config/routes-large.toml

thread 'tokio-runtime-worker' has overflowed its stack
fatal runtime error: stack overflow
Aborted (core dumped)""",
        exit=134,
        id="e4_fail",
        secs=1.9,
    ),
    Run(
        "grep -n 'fn insert' -A12 src/routes.rs",
        """41:    fn insert(&mut self, segments: &[&str], target: RouteId) {
42-        match segments.split_first() {
43-            None => self.target = Some(target),
44-            Some((head, rest)) => {
45-                let child = self.children.entry((*head).to_string()).or_default();
46-                child.insert(rest, target)
47-            }
48-        }
49-    }
50-
51-    fn compile(&self) -> CompiledNode {
52-        CompiledNode { children: self.children.values().map(|c| c.compile()).collect(), target: self.target }
53-    }""",
    ),
    Run(
        "awk -F/ '{print NF}' config/routes-large.toml | sort -n | tail -1; grep -c '^\\[\\[route\\]\\]' config/routes-large.toml",
        "612\n18432",
    ),
    Edit(
        f"{C}/Cargo.toml",
        '[dev-dependencies]\ntokio-test = "0.4"',
        '[dev-dependencies]\ntokio-test = "0.4"\n\n[profile.release]\ndebug = true',
        id="coinc_debug",
        say="Some generated routes are 600+ segments deep, and both `insert` and `compile` recurse once per segment on a tokio worker thread (2 MiB stack by default). I'll turn on release debuginfo so a core dump would have symbols if this turns out to be something else.",
    ),
    Read(
        f"{C}/src/bin/loadgen.rs",
        """use tollgate::routes::RouteTable;

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.workers)
        .enable_all()
        .build()?;
    rt.block_on(run(args))
}
""",
    ),
    Edit(
        f"{C}/src/bin/loadgen.rs",
        "        .worker_threads(args.workers)\n        .enable_all()",
        "        .worker_threads(args.workers)\n        .thread_stack_size(16 * 1024 * 1024)\n        .enable_all()",
        id="e4_fix",
        say="Giving the runtime's worker threads a 16 MiB stack via `thread_stack_size`; the route tree compile is a one-off at startup, so the recursion depth is bounded by the deepest route.",
    ),
    Run(
        "cargo run --release --bin loadgen -- --routes config/routes-large.toml --rps 2000 --secs 5",
        """   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)
    Finished `release` profile [optimized + debuginfo] target(s) in 48.90s
     Running `target/release/loadgen --routes config/routes-large.toml --rps 2000 --secs 5`
loading 18432 routes from config/routes-large.toml
route table compiled in 212ms
sent 10000 requests in 5.00s: 2000.0 rps, p50 0.41ms p99 1.93ms, 0 errors""",
        id="e4_verify",
        secs=56.0,
    ),
    Run(
        "git add -A && git commit -qm 'loadgen: 16 MiB worker stacks for deep route tables' && git log --oneline -1",
        "f1c2a90 loadgen: 16 MiB worker stacks for deep route tables",
    ),
    Say(
        "loadgen runs against the large routes file now (2000 rps, p99 1.93 ms). The abort was a "
        "stack overflow: route insertion/compilation recurse once per path segment and some "
        "generated routes are 612 segments deep, more than a 2 MiB tokio worker stack holds. "
        "The workers now get 16 MiB; making `compile` iterative would be the cleaner follow-up."
    ),
    # ------------------------------------------------------------- segment 4: limiter tests
    User(
        "CI has been red on the limiter tests a couple of times this week. Can you check them?",
        id="u4",
    ),
    Run(
        "cargo test limiter::",
        """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.12s
     Running unittests src/main.rs (target/debug/deps/tollgate-9c1e0f7a2b3d4e5f)

running 3 tests
test limiter::tests::bucket_starts_full ... ok
test limiter::tests::rejects_when_empty ... ok
test limiter::tests::refill_is_monotonic ... FAILED

failures:

---- limiter::tests::refill_is_monotonic stdout ----

thread 'limiter::tests::refill_is_monotonic' panicked at src/limiter.rs:57:9:
refill took too long: 61.4ms
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    limiter::tests::refill_is_monotonic

test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.07s

error: test failed, to rerun pass `--bin tollgate`""",
        exit=101,
        id="flaky_refill",
        secs=1.1,
    ),
    Run(
        "cargo test limiter::",
        """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.11s
     Running unittests src/main.rs (target/debug/deps/tollgate-9c1e0f7a2b3d4e5f)

running 3 tests
test limiter::tests::bucket_starts_full ... ok
test limiter::tests::rejects_when_empty ... ok
test limiter::tests::refill_is_monotonic ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.01s""",
        id="flaky_refill_retry",
        secs=0.9,
        say="A wall-clock budget assertion; rerunning unchanged to see if it is load-dependent.",
    ),
    Read(
        f"{C}/src/limiter.rs",
        """use std::time::{Duration, Instant};

pub struct Bucket {
    capacity: u32,
    tokens: u32,
    per_sec: u32,
    last: Instant,
}

impl Bucket {
    pub fn new(capacity: u32, per_sec: u32) -> Self {
        Self { capacity, tokens: capacity, per_sec, last: Instant::now() }
    }

    pub fn refill(&mut self, now: Instant) {
        let elapsed = now - self.last;
        let add = (elapsed.as_millis() as u32 * self.per_sec) / 1000;
        self.tokens = (self.tokens + add).min(self.capacity);
        self.last = now;
    }

    pub fn try_take(&mut self, n: u32) -> bool {
        self.refill(Instant::now());
        if self.tokens >= n { self.tokens -= n; true } else { false }
    }

    pub fn remaining_after(&self, n: u32) -> u32 {
        self.tokens - n
    }
}
""",
    ),
    Run(
        "cargo test limiter:: -- --include-ignored",
        """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.10s
     Running unittests src/main.rs (target/debug/deps/tollgate-9c1e0f7a2b3d4e5f)

running 4 tests
test limiter::tests::bucket_starts_full ... ok
test limiter::tests::rejects_when_empty ... ok
test limiter::tests::refill_is_monotonic ... ok
test limiter::tests::remaining_after_overdraw ... FAILED

failures:

---- limiter::tests::remaining_after_overdraw stdout ----

thread 'limiter::tests::remaining_after_overdraw' panicked at src/limiter.rs:29:9:
attempt to subtract with overflow
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    limiter::tests::remaining_after_overdraw

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.01s

error: test failed, to rerun pass `--bin tollgate`""",
        exit=101,
        id="e5_fail",
        secs=0.8,
        say="That one passes on a plain rerun. But there's an `#[ignore]`d test in the module; running it too, since CI runs with `--include-ignored`.",
    ),
    Run(
        "grep -rn 'remaining_after' src/ | grep -v 'fn remaining_after\\|tests'",
        "src/proxy.rs:88:            let left = bucket.remaining_after(cost);",
    ),
    Edit(
        f"{C}/src/limiter.rs",
        "        self.tokens - n\n",
        "        self.tokens.saturating_sub(n)\n",
        id="e5_fix",
        say="`remaining_after` underflows when a request costs more tokens than remain: debug builds panic, release builds wrap to ~4 billion and report a huge `X-RateLimit-Remaining`. `saturating_sub` clamps at zero.",
    ),
    Run(
        "cargo test -- --include-ignored 2>&1 | grep 'test result'",
        """test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.19s
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s""",
        id="e5_verify",
        secs=8.0,
    ),
    Edit(
        f"{C}/src/limiter.rs",
        "    #[test]\n    #[ignore]\n    fn remaining_after_overdraw() {",
        "    #[test]\n    fn remaining_after_overdraw() {",
    ),
    Run(
        "git commit -qam 'limiter: saturate remaining_after; un-ignore overdraw test' && git log --oneline -1",
        "0d7e4b1 limiter: saturate remaining_after; un-ignore overdraw test",
    ),
    Say(
        "Two different things. `refill_is_monotonic` has a 50 ms wall-clock budget and failed "
        "once at 61 ms, then passed unchanged: load-dependent, not a logic error. The real red "
        "was `remaining_after_overdraw`: `tokens - n` underflowed (panic in debug, wrap in "
        "release); now `saturating_sub`, and the test is no longer ignored."
    ),
    # ------------------------------------------------------------- segment 5: staging crash
    User(
        "crashed on staging again? ops says tollgate exits right at startup with the staging config. Can you reproduce locally?",
        id="u5",
    ),
    Run(
        "pgrep -af 'target/(debug|release)/tollgate'",
        "",
        exit=1,
        id="probe_pgrep",
        say="First making sure no local instance is already running.",
    ),
    Run(
        "diff -u config/prod.toml config/staging.toml",
        """--- config/prod.toml	2025-11-20 09:12:44.000000000 +0000
+++ config/staging.toml	2025-11-24 17:03:10.000000000 +0000
@@ -1,9 +1,10 @@
 listen = "0.0.0.0:8080"
-upstream = "http://api.internal:9000"
+upstream = "http://api.staging.internal:9000"
 
 [limits]
 per_sec = 200
 burst = 400
 
 [store]
-redis_url = "redis://cache.internal:6379/2"
+# redis_url comes from the environment on staging (TOLLGATE_REDIS_URL)
+backend = "redis\"""",
        exit=1,
        id="probe_diff",
    ),
    Run(
        "cargo run -- --config config/staging.toml",
        """    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.18s
     Running `target/debug/tollgate --config config/staging.toml`

thread 'main' panicked at src/config.rs:88:58:
called `Result::unwrap()` on an `Err` value: NotPresent
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace""",
        exit=101,
        id="e6_fail",
        secs=0.6,
    ),
    Run(
        "RUST_BACKTRACE=1 cargo run -- --config config/staging.toml 2>&1 | sed -n '4,16p'",
        """thread 'main' panicked at src/config.rs:88:58:
called `Result::unwrap()` on an `Err` value: NotPresent
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::result::unwrap_failed
   3: core::result::Result<T,E>::unwrap
             at /rustc/3f5fd8dd41153bc5fdca9427e9e05be2c767ba23/library/core/src/result.rs:1102:23
   4: tollgate::config::StoreConfig::resolve
             at ./src/config.rs:88:22
   5: tollgate::config::load
             at ./src/config.rs:41:17
   6: tollgate::main::{{closure}}
             at ./src/main.rs:16:15""",
        id="e6_bt",
        secs=0.7,
    ),
    Run(
        "sed -n 80,95p src/config.rs",
        """impl StoreConfig {
    fn resolve(&self) -> StoreBackend {
        match self.backend.as_deref() {
            Some("memory") | None => StoreBackend::Memory,
            Some("redis") => {
                let url = self
                    .redis_url
                    .clone()
                    .unwrap_or(std::env::var("TOLLGATE_REDIS_URL").unwrap());
                StoreBackend::Redis(url)
            }
            Some(other) => panic!("unknown store backend {other}"),
        }
    }
}""",
    ),
    Say(
        "The backtrace settles it: `StoreConfig::resolve` builds the fallback with "
        '`unwrap_or(std::env::var("TOLLGATE_REDIS_URL").unwrap())`. `unwrap_or` evaluates its '
        "argument eagerly, so the env lookup is unwrapped even when the file has a redis_url, "
        "and on staging (env-only) a missing variable panics instead of giving a config error. "
        "Making it lazy and returning a proper error:",
        id="pivot_unwrap",
    ),
    Edit(
        f"{C}/src/config.rs",
        """                let url = self
                    .redis_url
                    .clone()
                    .unwrap_or(std::env::var("TOLLGATE_REDIS_URL").unwrap());
                StoreBackend::Redis(url)""",
        """                let url = self
                    .redis_url
                    .clone()
                    .or_else(|| std::env::var("TOLLGATE_REDIS_URL").ok())
                    .unwrap_or_else(|| {
                        tracing::error!("store.backend = redis but no redis_url and TOLLGATE_REDIS_URL unset");
                        std::process::exit(2)
                    });
                StoreBackend::Redis(url)""",
        id="e6_fix",
    ),
    Run(
        "TOLLGATE_REDIS_URL=redis://127.0.0.1:6379/5 timeout 3 cargo run -- --config config/staging.toml; echo exit=$?",
        """   Compiling tollgate v0.4.2 (/home/mara/code/tollgate)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.02s
     Running `target/debug/tollgate --config config/staging.toml`
exit=124""",
        id="e6_verify",
        secs=7.2,
    ),
    Run("timeout 3 cargo run -q -- --config config/staging.toml; echo exit=$?", "exit=2"),
    Run(
        "git commit -qam 'config: lazy TOLLGATE_REDIS_URL fallback, no panic at startup' && git log --oneline -1",
        "5a90c3e config: lazy TOLLGATE_REDIS_URL fallback, no panic at startup",
    ),
    Say(
        "Reproduced and fixed. With staging's env-only redis config the eager "
        "`unwrap_or(env::var(..).unwrap())` panicked at startup whenever TOLLGATE_REDIS_URL was "
        "absent. It's lazy now (`or_else` / `unwrap_or_else`), and a missing URL exits with "
        "code 2 and a readable error. With the variable set the proxy starts and keeps running "
        "(the timeout ended it). Ops should check that staging's unit really exports "
        "TOLLGATE_REDIS_URL."
    ),
    # ------------------------------------------------------------- segment 6: 502s
    User(
        "Pointing tollgate at httpbin for a demo, every request comes back 502. Config is config/demo.toml.",
        id="u6",
    ),
    Run(
        "cat config/demo.toml",
        """listen = "127.0.0.1:8088"
upstream = "httpbin.org"

[limits]
per_sec = 5
burst = 10""",
    ),
    Run(
        "(cargo run -q -- --config config/demo.toml &) ; sleep 2; curl -s -i http://127.0.0.1:8088/get | head -3; pkill -f 'tollgate --config config/demo.toml'",
        "HTTP/1.1 502 Bad Gateway\ncontent-length: 0\ndate: Tue, 25 Nov 2025 15:41:09 GMT",
        id="e7_fail",
        secs=3.4,
    ),
    Run(
        "(RUST_LOG=tollgate=debug,tower_http=debug cargo run -q -- --config config/demo.toml > /tmp/tollgate-demo.log 2>&1 &) ; sleep 2; curl -s -o /dev/null http://127.0.0.1:8088/get; pkill -f 'tollgate --config config/demo.toml'; cat /tmp/tollgate-demo.log",
        """2025-11-25T15:42:30.118Z  INFO tollgate: tollgate up listen=127.0.0.1:8088 upstream=httpbin.org
2025-11-25T15:42:31.902Z DEBUG request{method=GET uri=/get version=HTTP/1.1}: tower_http::trace::on_request: started processing request
2025-11-25T15:42:31.903Z DEBUG request{method=GET uri=/get version=HTTP/1.1}: tollgate::proxy: building upstream request url="httpbin.org/get"
2025-11-25T15:42:31.903Z  WARN request{method=GET uri=/get version=HTTP/1.1}: tollgate::proxy: upstream request failed error=builder error: relative URL without a base
2025-11-25T15:42:31.903Z DEBUG request{method=GET uri=/get version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=1 ms status=502""",
        id="e7_log",
        secs=3.6,
        say="The proxy logs nothing at the default level, so I'm rerunning with the filter from the /healthz work: RUST_LOG=tollgate=debug,tower_http=debug.",
    ),
    Edit(
        f"{C}/config/demo.toml",
        'upstream = "httpbin.org"',
        'upstream = "https://httpbin.org"',
        id="e7_fix",
        say="`relative URL without a base`: the upstream has no scheme, so `httpbin.org/get` isn't an absolute URL and reqwest rejects it before connecting. The config needs `https://`.",
    ),
    Run(
        "(cargo run -q -- --config config/demo.toml &) ; sleep 2; curl -s -i http://127.0.0.1:8088/get | head -3; pkill -f 'tollgate --config config/demo.toml'",
        "HTTP/1.1 200 OK\ncontent-type: application/json\nx-ratelimit-remaining: 9",
        id="e7_verify",
        secs=3.5,
    ),
    Edit(
        f"{C}/src/config.rs",
        "    let cfg: Config = toml::from_str(&raw)?;",
        '    let cfg: Config = toml::from_str(&raw)?;\n    if !cfg.upstream.starts_with("http://") && !cfg.upstream.starts_with("https://") {\n        anyhow::bail!("upstream must be an absolute http(s) URL, got {:?}", cfg.upstream);\n    }',
        say="Also rejecting scheme-less upstreams at load time so this fails loudly next time.",
    ),
    Run(
        "cargo test 2>&1 | grep 'test result'",
        """test result: ok. 8 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.18s
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s""",
        secs=9.0,
    ),
    Run(
        "git commit -qam 'demo config: absolute upstream URL; validate scheme on load' && git log --oneline -1",
        "c3b8e21 demo config: absolute upstream URL; validate scheme on load",
    ),
    Say(
        'Fixed: `upstream = "httpbin.org"` had no scheme, so every upstream request failed to build '
        "(`relative URL without a base`) and the proxy answered 502. The demo config now uses "
        "https://httpbin.org, and config loading rejects scheme-less upstreams."
    ),
    # ------------------------------------------------------------- segment 7: docker
    User(
        "Last: build the Docker image, and an arm64 variant for the Graviton boxes if you can.",
        id="u7",
    ),
    Read(
        f"{C}/Dockerfile",
        """FROM rust:1.82-slim AS build
WORKDIR /src
COPY . .
RUN cargo build --release --bin tollgate

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates libssl3 && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/target/release/tollgate /usr/local/bin/tollgate
ENTRYPOINT ["tollgate"]
""",
    ),
    Run(
        "docker build -t tollgate:0.4.2 .",
        """#0 building with "default" instance using docker driver
#5 [build 1/4] FROM docker.io/library/rust:1.82-slim@sha256:9a1c5e1f0b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1
#7 [build 3/4] COPY . .
#8 [build 4/4] RUN cargo build --release --bin tollgate
#8 41.07    Compiling openssl-sys v0.9.104
#8 41.92 error: failed to run custom build command for `openssl-sys v0.9.104`
#8 41.92   --- stderr
#8 41.92   thread 'main' panicked at /usr/local/cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.104/build/find_normal.rs:190:5:
#8 41.92   Could not find directory of OpenSSL installation, and this `-sys` crate cannot
#8 41.92   proceed without this knowledge.
#8 ERROR: process "/bin/sh -c cargo build --release --bin tollgate" did not complete successfully: exit code: 101
------
Dockerfile:4
--------------------
   2 |     WORKDIR /src
   3 |     COPY . .
   4 | >>> RUN cargo build --release --bin tollgate
--------------------
ERROR: failed to solve: process "/bin/sh -c cargo build --release --bin tollgate" did not complete successfully: exit code: 101""",
        exit=1,
        id="e8_fail",
        secs=52.0,
    ),
    Edit(
        f"{C}/Dockerfile",
        "WORKDIR /src\nCOPY . .",
        "WORKDIR /src\nRUN apt-get update && apt-get install -y --no-install-recommends libssl-dev pkg-config && rm -rf /var/lib/apt/lists/*\nCOPY . .",
        id="e8_fix",
        say="Same openssl-sys failure as on this workstation at the start: rust:1.82-slim has no OpenSSL headers or pkg-config either. Installing libssl-dev and pkg-config in the build stage.",
    ),
    Run(
        "docker build -t tollgate:0.4.2 . 2>&1 | tail -4",
        """#12 exporting layers 0.4s done
#12 writing image sha256:4f0a2e9c1b7d3e5f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f done
#12 naming to docker.io/library/tollgate:0.4.2 done
#12 DONE 0.5s""",
        id="e8_verify",
        secs=96.0,
    ),
    Run("docker run --rm tollgate:0.4.2 --version", "tollgate 0.4.2"),
    Run(
        "docker buildx build --platform linux/arm64 -t tollgate:0.4.2-arm64 --load .",
        """#0 building with "default" instance using docker driver
#5 [linux/arm64 build 1/5] FROM docker.io/library/rust:1.82-slim
#6 [linux/arm64 build 2/5] RUN apt-get update && apt-get install -y --no-install-recommends libssl-dev pkg-config
#6 0.212 exec /bin/sh: exec format error
#6 ERROR: process "/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libssl-dev pkg-config && rm -rf /var/lib/apt/lists/*" did not complete successfully: exit code: 1
ERROR: failed to solve: process "/bin/sh -c apt-get update" did not complete successfully: exit code: 1""",
        exit=1,
        id="e9_fail",
        secs=6.0,
    ),
    Run(
        "ls /proc/sys/fs/binfmt_misc/ | grep -c qemu; docker buildx ls | head -3",
        """0
NAME/NODE     DRIVER/ENDPOINT   STATUS    BUILDKIT   PLATFORMS
default*      docker
 \\_ default   \\_ default       running   v0.17.3    linux/amd64, linux/amd64/v2, linux/amd64/v3, linux/386""",
        id="e9_probe",
        say="exec format error inside the arm64 stage means no QEMU binfmt handlers are registered on this host.",
    ),
    Run(
        "docker run --privileged --rm tonistiigi/binfmt --install arm64",
        """docker: Error response from daemon: privileged mode is disabled by the daemon's rootless configuration.
See 'docker run --help'.""",
        exit=125,
        id="e9_priv",
    ),
    Say(
        "I'm leaving the arm64 image there. Cross-building needs QEMU binfmt handlers and "
        "registering them takes a privileged container, which this rootless Docker refuses. "
        "Either someone with root runs `docker run --privileged --rm tonistiigi/binfmt --install "
        "arm64` once, or we build on a Graviton runner (or cross-compile with "
        "`cargo zigbuild --target aarch64-unknown-linux-gnu`).",
        id="e9_giveup",
    ),
    Run(
        "docker images tollgate --format '{{.Repository}}:{{.Tag}} {{.Size}}'",
        "tollgate:0.4.2 94.1MB",
        id="after_giveup",
    ),
    Run(
        "git commit -qam 'Dockerfile: libssl-dev + pkg-config in build stage' && git log --oneline -1",
        "8e4d1f6 Dockerfile: libssl-dev + pkg-config in build stage",
    ),
    Say(
        "amd64 image `tollgate:0.4.2` (94 MB) builds and runs; the build stage needed libssl-dev "
        "and pkg-config, same as this workstation. The arm64 variant is blocked on binfmt/QEMU "
        "registration, which needs privileges this Docker doesn't have."
    ),
]

GOLD = Gold(
    seed=SEED,
    notes="Codex CLI rollout (envelope format, unified exec). Exit codes come from exec_command_end events and 'Process exited with code N' headers.",
    episodes=[
        Episode(
            "E1",
            "command_failed",
            "openssl-sys build script: no OpenSSL headers / pkg-config on a fresh Ubuntu",
            [R("e1_fail", "The pkg-config command could not be found.")],
            "Could not find directory of OpenSSL installation, and this `-sys` crate cannot",
            "cargo build",
            fix=R("e1_fix", "sudo apt-get install -y libssl-dev pkg-config"),
            fix_kind="install_package",
            entities=["libssl-dev", "pkg-config"],
            verified_by=R(
                "e2_fail", "Compiling openssl-sys v0.9.104\n   Compiling native-tls v0.2.12"
            ),
        ),
        Episode(
            "E2",
            "command_failed",
            "E0432 unresolved import reqwest::blocking: feature not enabled",
            [R("e2_fail", "error[E0432]: unresolved import `reqwest::blocking`")],
            "error[E0432]: unresolved import `reqwest::blocking`",
            "cargo build",
            fix=R("e2_fix", 'features = ["json", "native-tls", "blocking"]'),
            fix_kind="config_edit",
            entities=["blocking", "features", "Cargo.toml"],
            verified_by=R(
                "e2_verify", "Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.71s"
            ),
        ),
        Episode(
            "E3",
            "command_failed",
            "axum state type not Clone and missing import (exit hidden by a pipe)",
            [R("e3_fail", "error[E0277]: the trait bound `HealthState: Clone` is not satisfied")],
            "error[E0277]: the trait bound `HealthState: Clone` is not satisfied",
            "cargo build 2>&1 | tail -25",
            fix=R("e3_fix", "+#[derive(Clone)]"),
            fix_kind="code_edit",
            entities=["#[derive(Clone)]"],
            verified_by=R("e3_verify", "target(s) in 6.88s"),
        ),
        Episode(
            "E4",
            "crash",
            "loadgen stack overflow on 600-segment routes (recursive route tree on 2 MiB worker stacks)",
            [R("e4_fail", "thread 'tokio-runtime-worker' has overflowed its stack")],
            "fatal runtime error: stack overflow",
            "cargo run --release --bin loadgen -- --routes config/routes-large.toml --rps 2000 --secs 5",
            fix=R("e4_fix", ".thread_stack_size(16 * 1024 * 1024)"),
            fix_kind="code_edit",
            entities=["thread_stack_size"],
            verified_by=R("e4_verify", "sent 10000 requests in 5.00s: 2000.0 rps"),
        ),
        Episode(
            "E5",
            "test_failure",
            "u32 underflow in Bucket::remaining_after (ignored test, CI runs --include-ignored)",
            [R("e5_fail", "attempt to subtract with overflow")],
            "attempt to subtract with overflow",
            "cargo test limiter:: -- --include-ignored",
            fix=R("e5_fix", "self.tokens.saturating_sub(n)"),
            fix_kind="code_edit",
            entities=["saturating_sub"],
            verified_by=R("e5_verify", "test result: ok. 7 passed"),
        ),
        Episode(
            "E6",
            "crash",
            "startup panic: eager unwrap of TOLLGATE_REDIS_URL inside unwrap_or",
            [
                R(
                    "e6_fail",
                    "called `Result::unwrap()` on an `Err` value: NotPresent\nnote: run with",
                ),
                R("e6_bt", "4: tollgate::config::StoreConfig::resolve"),
            ],
            "called `Result::unwrap()` on an `Err` value: NotPresent",
            "cargo run -- --config config/staging.toml",
            fix=R("e6_fix", '.or_else(|| std::env::var("TOLLGATE_REDIS_URL").ok())'),
            fix_kind="code_edit",
            entities=["unwrap_or_else", "TOLLGATE_REDIS_URL"],
            verified_by=R("e6_verify", "exit=124"),
        ),
        Episode(
            "E7",
            "bad_output",
            "every proxied request 502: upstream configured without a scheme",
            [
                R("e7_fail", "HTTP/1.1 502 Bad Gateway"),
                R("e7_log", "builder error: relative URL without a base"),
            ],
            "upstream request failed error=builder error: relative URL without a base",
            "curl -s -i http://127.0.0.1:8088/get",
            fix=R("e7_fix", 'upstream = "https://httpbin.org"'),
            fix_kind="config_edit",
            entities=["https://"],
            verified_by=R("e7_verify", "x-ratelimit-remaining: 9"),
        ),
        Episode(
            "E8",
            "command_failed",
            "docker build: openssl-sys fails in rust:1.82-slim build stage",
            [R("e8_fail", '#8 ERROR: process "/bin/sh -c cargo build --release --bin tollgate"')],
            "Could not find directory of OpenSSL installation, and this `-sys` crate cannot",
            "docker build -t tollgate:0.4.2 .",
            fix=R(
                "e8_fix",
                "+RUN apt-get update && apt-get install -y --no-install-recommends libssl-dev pkg-config",
            ),
            fix_kind="install_package",
            entities=["libssl-dev", "pkg-config", "Dockerfile"],
            verified_by=R("e8_verify", "naming to docker.io/library/tollgate:0.4.2 done"),
        ),
        Episode(
            "E9",
            "command_failed",
            "arm64 buildx: exec format error, binfmt needs privileged container; abandoned",
            [
                R("e9_fail", "exec /bin/sh: exec format error"),
                R("e9_priv", "privileged mode is disabled by the daemon's rootless configuration"),
            ],
            "exec /bin/sh: exec format error",
            "docker buildx build --platform linux/arm64 -t tollgate:0.4.2-arm64 --load .",
        ),
    ],
    reuse=[
        Reuse(
            "RUST_LOG=tollgate=debug,tower_http=debug",
            R("disc_rustlog", "verbosity comes only from RUST_LOG"),
            R("e7_log", "rerunning with the filter from the /healthz work"),
        ),
        Reuse(
            "libssl-dev",
            R("e1_fix", "openssl-sys needs both the headers (libssl-dev)"),
            R("e8_fix", "Same openssl-sys failure as on this workstation at the start"),
        ),
    ],
    pivots=[
        R("pivot_unwrap", "The backtrace settles it"),
        R("e7_fix", "`relative URL without a base`: the upstream has no scheme"),
    ],
    queries=[
        Query(
            "error: failed to run custom build command for `openssl-sys v0.9.102` -- Could not find directory of OpenSSL "
            "installation (GitHub Actions ubuntu-24.04 runner, crate ingest-worker)",
            ["libssl-dev", "pkg-config"],
            "E1",
        ),
        Query(
            "error[E0432]: unresolved import `reqwest::blocking::multipart` --> src/upload.rs:7:14 could not find "
            "`blocking` in `reqwest` (reqwest 0.11.27, default-features = false)",
            ["blocking", "features"],
            "E2",
        ),
        Query(
            "thread 'main' has overflowed its stack\nfatal runtime error: stack overflow -- SIGABRT while compiling a "
            "deeply nested routing trie in a tokio runtime (exit status 134)",
            ["thread_stack_size"],
            "E4",
        ),
        Query(
            "thread 'main' panicked at src/settings.rs:41:61: called `Result::unwrap()` on an `Err` value: NotPresent "
            "(APP_DATABASE_URL read via std::env::var in unwrap_or)",
            ["unwrap_or_else"],
            "E6",
        ),
        Query(
            "ORA-12154: TNS:could not resolve the connect identifier specified (sqlplus scott@ORCLPDB1)",
            [],
            None,
        ),
    ],
    negatives=[
        Negative(
            "expected_nonzero",
            R("probe_dpkg", "dpkg -s libssl-dev pkg-config"),
            "probe: confirms the dev packages are absent; the non-zero exit is the answer",
        ),
        Negative(
            "expected_nonzero",
            R("probe_pgrep", "pgrep -af 'target/(debug|release)/tollgate'"),
            "pgrep exit 1 = no local instance running, which is what the agent wanted to know",
        ),
        Negative(
            "expected_nonzero",
            R("probe_diff", "diff -u config/prod.toml config/staging.toml"),
            "diff exits 1 when files differ; the differences are the information",
        ),
        Negative(
            "flaky",
            R("flaky_refill", "refill took too long: 61.4ms"),
            "wall-clock budget assertion under load; the identical command passed on rerun with nothing changed",
        ),
        Negative(
            "not_a_fix",
            R(
                "flaky_refill_retry",
                "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.01s",
            ),
            "plain rerun of the flaky test; not a fix",
        ),
        Negative(
            "not_a_fix",
            R("after_giveup", "docker images tollgate"),
            "first step after abandoning the arm64 build; unrelated to it",
        ),
        Negative(
            "coincidental_change",
            R("coinc_debug", "+debug = true"),
            "release debuginfo enabled between the failing and passing loadgen runs; the stack size is the fix",
            entity="debug = true",
        ),
    ],
)
