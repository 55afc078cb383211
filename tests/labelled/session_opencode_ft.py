"""The steps and gold labels of opencode-ml-finetune (opencode storage, torchrun fine-tuning)."""

from __future__ import annotations

from _script import Edit, Episode, Gold, Negative, Query, R, Read, Reuse, Run, Say, Think, User

SEED = 20251201
W = "/home/kai/proj/tinyllm-ft"
RUN1 = "/runs/ft-1201a"
RUN2 = "/runs/ft-1201b"


def poll(
    log: str,
    start: int,
    end: int,
    every: int,
    loss0: float,
    tps: int,
    secs_per: float,
    n: int,
    say_first: str | None = None,
    gpu: bool = False,
) -> list[Run]:
    """Progress polls of a running job: the monitoring filler of a training session."""
    steps = []
    span = (end - start) / max(n - 1, 1)
    for i in range(n):
        step = int(start + i * span) // every * every
        loss = loss0 * (0.985 ** (step / 50))
        eta_min = int((end - step) * secs_per / 60)
        out = (
            f"[step {step:>6}/12000] loss {loss:.4f} lr 1.9{(step // 10) % 10}e-05 "
            f"grad_norm {0.8 + (step % 7) / 10:.2f} tok/s {tps + (step % 13) * 37} "
            f"mem {61.2 + (step % 5) / 10:.1f}GiB eta {eta_min // 60}h{eta_min % 60:02d}m"
        )
        if gpu:
            steps.append(
                Run(
                    f"nvidia-smi --query-gpu=index,utilization.gpu,memory.used --format=csv,noheader && tail -n 1 {log}",
                    "0, 97 %, 63114 MiB\n1, 98 %, 63102 MiB\n2, 96 %, 63120 MiB\n3, 97 %, 63098 MiB\n"
                    + out,
                    say=say_first if i == 0 else None,
                )
            )
        else:
            steps.append(Run(f"tail -n 1 {log}", out, say=say_first if i == 0 else None))
    return steps


OOM = """Traceback (most recent call last):
  File "/home/kai/proj/tinyllm-ft/train.py", line 212, in <module>
    main(cfg)
  File "/home/kai/proj/tinyllm-ft/train.py", line 171, in main
    loss.backward()
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/_tensor.py", line 581, in backward
    torch.autograd.backward(
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/autograd/__init__.py", line 347, in backward
    _engine_run_backward(
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 2 has a total capacity of 79.15 GiB of which 1.21 GiB is free. Including non-PyTorch memory, this process has 77.93 GiB memory in use. Of the allocated memory 69.02 GiB is allocated by PyTorch, and 6.88 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
[rank2]:[W1201 10:58:41.771823561 ProcessGroupNCCL.cpp:1250] Warning: WorkNCCL(SeqNum=212, OpType=ALLREDUCE) was aborted
E1201 10:58:43.114000 218802 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 2 (pid: 218826) of binary: /home/kai/proj/tinyllm-ft/.venv/bin/python
torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
============================================================
train.py FAILED
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2025-12-01_10:58:41
  host      : node-a
  rank      : 2 (local_rank: 2)
  exitcode  : 1 (pid: 218826)
============================================================"""

STEPS = [
    # ----------------------------------------------------------- segment 1: smoke run
    User(
        "Set up the fine-tune of tinyllm-1.3b on our instruct-mix data on node-a (4x A100 80GB). Check the env and do a short smoke run with configs/smoke.yaml first.",
        id="u1",
    ),
    Run(
        "nvidia-smi --query-gpu=index,name,memory.total,driver_version --format=csv,noheader",
        "0, NVIDIA A100-SXM4-80GB, 81920 MiB, 550.127.05\n1, NVIDIA A100-SXM4-80GB, 81920 MiB, 550.127.05\n2, NVIDIA A100-SXM4-80GB, 81920 MiB, 550.127.05\n3, NVIDIA A100-SXM4-80GB, 81920 MiB, 550.127.05",
        say="Checking the GPUs and the training env.",
    ),
    Run(
        ".venv/bin/python -c 'import torch, transformers, datasets; print(torch.__version__, torch.version.cuda, transformers.__version__, datasets.__version__, torch.cuda.device_count())'",
        "2.5.1+cu124 12.4 4.46.3 3.1.0 4",
    ),
    Run(
        "ls configs/ scripts/ && git log --oneline -3",
        """full.yaml
smoke.yaml
eval_long.yaml
launch.sh
eval.py
export.py
a3f9e10 Add eval_long config
6c21d07 Pack sequences to 4096
e90b4a2 Initial fine-tune harness""",
    ),
    Run(
        "df -h /data /runs && free -g | head -2",
        """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme1n1    7.0T  2.1T  4.9T  30% /data
/dev/nvme2n1    3.5T  412G  3.1T  12% /runs
               total        used        free      shared  buff/cache   available
Mem:            1007          38         871           1          97         962""",
    ),
    Run(
        f"sed -n 1,40p {W}/train.py",
        """import argparse
import math
import os

import torch
import torch.distributed as dist
from omegaconf import OmegaConf
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

from data import load_packed
from fsdp import wrap_model

PAD_ID = 0


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    return OmegaConf.load(p.parse_args().config)""",
    ),
    Run(
        "cat requirements.txt",
        "torch==2.5.1\ntransformers==4.46.3\ndatasets==3.1.0\naccelerate==1.1.1\nomegaconf==2.3.0\nwandb==0.18.7\nsafetensors==0.4.5",
    ),
    Read(
        f"{W}/configs/smoke.yaml",
        """model: tinyllm-1.3b
init_from: /data/ckpt/tinyllm-1.3b-base
data: acme/instruct-mix
seq_len: 4096
micro_batch: 8
grad_accum: 1
max_steps: 50
lr: 2.0e-5
warmup_steps: 10
log_every: 10
save_every: 0
out_dir: /runs/smoke
gradient_checkpointing: false
num_workers: 4
""",
    ),
    Run(
        ".venv/bin/python -c \"import datasets; ds = datasets.load_dataset('acme/instruct-mix', split='train[:1%]'); print(len(ds))\"",
        """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/datasets/load.py", line 2129, in load_dataset
    builder_instance = load_dataset_builder(
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/huggingface_hub/utils/_http.py", line 93, in send
    return super().send(request, *args, **kwargs)
requests.exceptions.ReadTimeout: (ReadTimeoutError("HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)"), '(Request ID: 7c1d0e34-1a9b-4f2e-9d6a-52b0c1e8f3a7)')""",
        exit=1,
        id="flaky_hub",
        secs=10.4,
        say="Warming the dataset cache so the smoke run doesn't time out on the download.",
    ),
    Run(
        ".venv/bin/python -c \"import datasets; ds = datasets.load_dataset('acme/instruct-mix', split='train[:1%]'); print(len(ds))\"",
        "Generating train split: 100%|██████████| 1184220/1184220 [00:41<00:00, 28711.35 examples/s]\n11842",
        id="flaky_hub_retry",
        secs=52.0,
        say="Read timeout against the Hub; same command once more.",
    ),
    Run(
        f"cd {W} && .venv/bin/torchrun --standalone --nproc-per-node 4 train.py --config configs/smoke.yaml 2>&1 | tail -12",
        """[rank0]: Traceback (most recent call last):
[rank0]:   File "/home/kai/proj/tinyllm-ft/train.py", line 212, in <module>
[rank0]:     main(cfg)
[rank0]:   File "/home/kai/proj/tinyllm-ft/train.py", line 98, in main
[rank0]:     model = AutoModelForCausalLM.from_pretrained(cfg.init_from, torch_dtype=torch.bfloat16)
[rank0]:   File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/transformers/utils/hub.py", line 469, in cached_file
[rank0]:     raise EnvironmentError(
[rank0]: OSError: /data/ckpt/tinyllm-1.3b-base does not appear to have a file named config.json. Checkout 'https://huggingface.co//data/ckpt/tinyllm-1.3b-base/tree/None' for available files.
E1201 10:21:07.402000 217410 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 0 (pid: 217433) of binary: /home/kai/proj/tinyllm-ft/.venv/bin/python
torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
train.py FAILED""",
        exit=0,
        id="e1_fail",
        secs=14.0,
    ),
    Run(
        "test -d /data/ckpt/tinyllm-1.3b-base",
        "",
        exit=1,
        id="probe_ckptdir",
        say="The pipe through tail swallowed the exit status, but every rank died loading the base checkpoint. Does that directory exist at all?",
    ),
    Run(
        "ls /data/ && ls /data/ckpts/",
        "ckpts\ndatasets\nscratch\ntinyllm-1.3b-base\ntinyllm-1.3b-instruct-v1",
        id="e1_ls",
    ),
    Edit(
        f"{W}/configs/smoke.yaml",
        "init_from: /data/ckpt/tinyllm-1.3b-base",
        "init_from: /data/ckpts/tinyllm-1.3b-base",
        id="e1_fix",
        say="The checkpoints live under `/data/ckpts/` (plural); the config has `/data/ckpt/`. Correcting the path here and in full.yaml.",
    ),
    Edit(
        f"{W}/configs/full.yaml",
        "init_from: /data/ckpt/tinyllm-1.3b-base",
        "init_from: /data/ckpts/tinyllm-1.3b-base",
    ),
    Run(
        f"cd {W} && .venv/bin/torchrun --standalone --nproc-per-node 4 train.py --config configs/smoke.yaml 2>&1 | tail -7",
        """[step     10/50] loss 2.1184 lr 2.00e-05 grad_norm 1.93 tok/s 98214 mem 38.4GiB
[step     20/50] loss 1.8427 lr 1.87e-05 grad_norm 1.21 tok/s 101877 mem 38.4GiB
[step     30/50] loss 1.7102 lr 1.50e-05 grad_norm 0.98 tok/s 101652 mem 38.4GiB
[step     40/50] loss 1.6531 lr 9.55e-06 grad_norm 0.91 tok/s 101940 mem 38.4GiB
[step     50/50] loss 1.6218 lr 3.45e-06 grad_norm 0.88 tok/s 101703 mem 38.4GiB
done: 50 steps in 00:01:26, 8.74M tokens
[rank0] exiting cleanly""",
        id="e1_verify",
        secs=96.0,
    ),
    Say(
        "Smoke run passes: 50 steps, loss 2.12 → 1.62, ~101k tok/s across 4 GPUs at 38 GiB "
        "each. The only breakage was the base checkpoint path (`/data/ckpt/` → `/data/ckpts/`) "
        "in both configs. The first dataset load hit a Hub read timeout and worked on retry; "
        "the data is cached now."
    ),
    # ----------------------------------------------------------- segment 2: full run OOM
    User(
        "Great. Launch the full run (configs/full.yaml) on node-a, micro batch 32 like the doc says. Output to /runs/ft-1201a.",
        id="u2",
    ),
    Read(
        f"{W}/configs/full.yaml",
        """model: tinyllm-1.3b
init_from: /data/ckpts/tinyllm-1.3b-base
data: acme/instruct-mix
seq_len: 4096
micro_batch: 32
grad_accum: 1
max_steps: 12000
lr: 2.0e-5
warmup_steps: 200
log_every: 10
save_every: 1000
out_dir: /runs/ft-1201a
gradient_checkpointing: false
num_workers: 4
""",
    ),
    Run(
        f"cd {W} && nohup .venv/bin/torchrun --standalone --nproc-per-node 4 train.py --config configs/full.yaml > {RUN1}.log 2>&1 &\necho launched",
        "launched",
        secs=0.3,
    ),
    Run(f"sleep 90; tail -n 30 {RUN1}.log", OOM, id="e2_fail", secs=90.5),
    Say(
        "Out of memory on rank 2 in the backward pass at micro batch 32 × 4096 tokens: 69 GiB "
        "allocated plus 6.9 GiB reserved-but-unallocated. Two separate things in that message. "
        "The main one is activations: 32 × 4096 tokens without gradient checkpointing simply "
        "doesn't fit next to the optimizer state. The second is fragmentation: PyTorch's own "
        "hint is PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, which lets the caching "
        "allocator grow segments instead of stranding ~7 GiB in unusable blocks. Worth "
        "remembering for jobs with varying sequence lengths; here activations are the real "
        "problem.",
        id="disc_alloc",
    ),
    Edit(
        f"{W}/configs/full.yaml",
        "log_every: 10",
        "log_every: 50",
        id="coinc_logevery",
        say="Logging every 10 steps floods the log at this size; 50 is plenty.",
    ),
    Edit(
        f"{W}/configs/full.yaml",
        "micro_batch: 32\ngrad_accum: 1",
        "micro_batch: 16\ngrad_accum: 2",
        id="e2_fix_batch",
    ),
    Edit(
        f"{W}/configs/full.yaml",
        "gradient_checkpointing: false",
        "gradient_checkpointing: true",
        id="e2_fix",
        say="Keeping the effective batch at 32 sequences per GPU (micro_batch 16 × grad_accum 2) and enabling gradient checkpointing, which trades ~25% step time for activations that fit.",
    ),
    Run(
        f"grep -c 'OutOfMemoryError' {RUN1}.log; pgrep -f 'train.py --config configs/full.yaml' || echo none",
        "1\nnone",
    ),
    Run(
        f"cd {W} && nohup .venv/bin/torchrun --standalone --nproc-per-node 4 train.py --config configs/full.yaml > {RUN1}.log 2>&1 &\necho relaunched",
        "relaunched",
        secs=0.3,
    ),
    Run(
        f"sleep 120; tail -n 3 {RUN1}.log",
        """[step     50/12000] loss 2.0914 lr 5.00e-06 grad_norm 1.71 tok/s 78410 mem 61.2GiB eta 8h29m
[step    100/12000] loss 1.8873 lr 1.00e-05 grad_norm 1.12 tok/s 78522 mem 61.3GiB eta 8h26m
[step    150/12000] loss 1.7760 lr 1.50e-05 grad_norm 1.02 tok/s 78388 mem 61.2GiB eta 8h25m""",
        id="e2_verify",
        secs=120.4,
    ),
    *poll(
        f"{RUN1}.log",
        300,
        1900,
        50,
        1.70,
        78300,
        2.55,
        14,
        say_first="Watching the first few hundred steps for stability.",
    ),
    Run(
        f"grep -ci 'nan' {RUN1}.log",
        "0",
        exit=1,
        id="probe_nan",
        say="No loss spikes so far; checking for NaNs too.",
    ),
    Say(
        "Full run is training: micro_batch 16 × grad_accum 2 with gradient checkpointing, 61 GiB "
        "per GPU, ~78k tok/s, ETA about 8.5 hours, no NaNs. Log: /runs/ft-1201a.log."
    ),
    # ----------------------------------------------------------- segment 3: two nodes
    User(
        "That's too slow. Stop it and run across both nodes (node-a + node-b, 8 GPUs) with torchrun rendezvous. Output to /runs/ft-1201b.",
        id="u3",
    ),
    Run(
        "pkill -f 'train.py --config configs/full.yaml'; sleep 5; nvidia-smi --query-gpu=index,memory.used --format=csv,noheader",
        "0, 3 MiB\n1, 3 MiB\n2, 3 MiB\n3, 3 MiB",
    ),
    Run(
        "ssh node-b 'nvidia-smi -L && cd /home/kai/proj/tinyllm-ft && git log --oneline -1 && .venv/bin/python -c \"import torch; print(torch.__version__)\"'",
        """GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-4b0e11a2-97c3-2d5f-8a61-0f3c2be79d10)
GPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-9a2c7d15-3e8b-41f0-b6d2-7c5e1a0f9b34)
GPU 2: NVIDIA A100-SXM4-80GB (UUID: GPU-1f6d8e23-c4a9-4b7e-92d0-3a8f5c61e7b2)
GPU 3: NVIDIA A100-SXM4-80GB (UUID: GPU-e7b3a940-5d1c-4e8f-a2b6-9c0d4f7e1a58)
a3f9e10 Add eval_long config
2.5.1+cu124""",
    ),
    Run("rsync -a configs/ node-b:/home/kai/proj/tinyllm-ft/configs/ && echo synced", "synced"),
    Run(
        "ssh node-b 'df -h /runs | tail -1; nproc; uptime'",
        "/dev/nvme2n1    3.5T  201G  3.3T   6% /runs\n128\n 11:58:02 up 41 days,  3:12,  1 user,  load average: 0.08, 0.11, 0.09",
    ),
    Run(
        "ping -c 2 -q node-b",
        """PING node-b (10.0.3.12) 56(84) bytes of data.

--- node-b ping statistics ---
2 packets transmitted, 2 received, 0% packet loss, time 1001ms
rtt min/avg/max/mdev = 0.118/0.131/0.144/0.013 ms""",
    ),
    Read(
        f"{W}/scripts/launch.sh",
        """#!/usr/bin/env bash
# usage: scripts/launch.sh <config> <nnodes> <node_rank>
set -euo pipefail
CONFIG=$1; NNODES=$2; NODE_RANK=$3
exec .venv/bin/torchrun \\
  --nnodes "$NNODES" --node-rank "$NODE_RANK" --nproc-per-node 4 \\
  --rdzv-backend c10d --rdzv-endpoint node-a:29400 --rdzv-id ft-1201 \\
  --max-restarts 3 \\
  train.py --config "$CONFIG"
""",
    ),
    Edit(f"{W}/configs/full.yaml", "out_dir: /runs/ft-1201a", "out_dir: /runs/ft-1201b"),
    Run(
        f"rsync -a configs/ node-b:{W}/configs/ && (nohup scripts/launch.sh configs/full.yaml 2 0 > {RUN2}.node-a.log 2>&1 &) && ssh node-b 'cd {W} && nohup scripts/launch.sh configs/full.yaml 2 1 > {RUN2}.node-b.log 2>&1 &' && echo both launched",
        "both launched",
    ),
    Run(
        f"sleep 60; tail -n 6 {RUN2}.node-b.log",
        """[W1201 12:04:11.902000 140551 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:1123] The node 'node-b_140551_0' has failed to join the rendezvous 'ft-1201'.
torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 159, in _create_tcp_store
    store = TCPStore(
torch.distributed.DistNetworkError: The client socket has timed out after 60000ms while trying to connect to (node-a, 29400).""",
        id="e3_fail",
        secs=60.3,
    ),
    Run(
        "ssh node-b 'getent hosts node-a; nc -zv -w 3 node-a 29400'",
        """127.0.1.1       node-a
nc: connect to node-a (127.0.1.1) port 29400 (tcp) failed: Connection refused""",
        exit=1,
        id="e3_getent",
    ),
    Run(
        "ip -br -4 addr show | grep -v '^lo'",
        """ens5             UP             10.0.3.11/24
docker0          DOWN           172.17.0.1/16""",
        id="disc_ens5",
        say="On node-b, `node-a` resolves to 127.0.1.1 (a stale /etc/hosts entry), so node-b dials itself. node-a's real address on the cluster network:",
    ),
    Edit(
        f"{W}/scripts/launch.sh",
        "--rdzv-endpoint node-a:29400",
        "--rdzv-endpoint 10.0.3.11:29400",
        id="e3_fix",
        say="node-a is 10.0.3.11 on ens5 (docker0 is the only other interface and it's down). Using the IP for the rendezvous endpoint so /etc/hosts can't redirect it.",
    ),
    Run(
        f"pkill -f launch.sh; ssh node-b 'pkill -f launch.sh'; rsync -a scripts/ node-b:{W}/scripts/ && (nohup scripts/launch.sh configs/full.yaml 2 0 > {RUN2}.node-a.log 2>&1 &) && ssh node-b 'cd {W} && nohup scripts/launch.sh configs/full.yaml 2 1 > {RUN2}.node-b.log 2>&1 &' && sleep 45 && grep -m2 -E 'rendezvous|world_size' {RUN2}.node-a.log",
        """INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for workers. Result:
  restart_count=0  master_addr=10.0.3.11  master_port=29400  group_rank=0  group_world_size=2  local_ranks=[0, 1, 2, 3]  role_ranks=[0, 1, 2, 3]  global_ranks=[0, 1, 2, 3]  role_world_size=8""",
        id="e3_verify",
        secs=48.0,
    ),
    Say(
        "Both nodes joined the rendezvous (world size 8). node-b was resolving `node-a` to "
        "127.0.1.1 through its /etc/hosts; the launcher now uses 10.0.3.11:29400. Training "
        "should start once the model is loaded on all ranks."
    ),
    # ----------------------------------------------------------- segment 4: crashed?
    User("crashed? wandb shows nothing new since 12:06", id="u4"),
    Run(
        f"tail -n 12 {RUN2}.node-a.log",
        """[rank5]:[E1201 12:16:02.118492714 ProcessGroupNCCL.cpp:616] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600081 milliseconds before timing out.
[rank5]:[E1201 12:16:02.118731925 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 5] Exception (either an error or timeout) detected by watchdog at work: 1, last enqueued NCCL work: 1, last completed NCCL work: -1.
[rank5]:[E1201 12:16:02.119005412 ProcessGroupNCCL.cpp:630] [Rank 5] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
[rank5]:[F1201 12:16:02.119112803 ProcessGroupNCCL.cpp:1616] [PG ID 0 PG GUID 0(default_pg) Rank 5] [PG ID 0 PG GUID 0(default_pg) Rank 5] Terminating the process after attempting to dump debug info, due to collective timeout or exception.
W1201 12:16:04.771000 230114 torch/distributed/elastic/agent/server/api.py:704] [default] Worker group FAILED. 2/3 attempts left; will restart worker group
INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for workers. Result:
  restart_count=1  master_addr=10.0.3.11  master_port=29400  group_rank=0  group_world_size=2""",
        id="e4_log",
        secs=0.2,
    ),
    Run(
        f"grep -c 'Worker group FAILED' {RUN2}.node-a.log {RUN2}.node-b.log",
        f"{RUN2}.node-a.log:2\n{RUN2}.node-b.log:2",
        id="e4_count",
    ),
    Think(
        "The very first allreduce (SeqNum=1, NumelIn=1 — the barrier after model load) never completes, and torchrun keeps restarting the group. Rendezvous itself works over 10.0.3.11, so TCP between the nodes is fine. The NCCL transport must be picking a different path. Need NCCL_DEBUG=INFO to see which interface it binds."
    ),
    Run(
        f"pkill -f launch.sh; ssh node-b 'pkill -f launch.sh'; sleep 3; NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET timeout 120 scripts/launch.sh configs/smoke.yaml 2 0 > /tmp/nccl-a.log 2>&1 & ssh node-b 'cd {W} && NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET timeout 120 scripts/launch.sh configs/smoke.yaml 2 1 > /tmp/nccl-b.log 2>&1'; grep -m4 'NET/' /tmp/nccl-a.log",
        """node-a:231007:231007 [0] NCCL INFO NET/IB : No device found.
node-a:231007:231007 [0] NCCL INFO NET/Socket : Using [0]docker0:172.17.0.1<0> [1]ens5:10.0.3.11<0>
node-a:231007:231007 [0] NCCL INFO Using network Socket
node-a:231007:231089 [0] NCCL INFO Channel 00/0 : 0[0] -> 4[0] [send] via NET/Socket/0""",
        exit=0,
        id="e4_debug",
        secs=121.0,
        say="Rerunning the smoke config across both nodes with NCCL's init/net debug output.",
    ),
    Say(
        "NCCL is the problem, not the nodes. With no InfiniBand it falls back to sockets, lists "
        "docker0 (172.17.0.1) as interface 0 and sends the inter-node channels through it: "
        "`via NET/Socket/0`. docker0 is a host-local bridge, so the first cross-node allreduce "
        "never arrives and the watchdog kills it after 600 s; torchrun then restarts into the "
        "same hang. The cluster network is ens5, the interface the rendezvous fix already "
        "uses. Pinning NCCL to it with NCCL_SOCKET_IFNAME=ens5 in the launcher.",
        id="pivot_nccl",
    ),
    Edit(
        f"{W}/scripts/launch.sh",
        "CONFIG=$1; NNODES=$2; NODE_RANK=$3\n",
        "CONFIG=$1; NNODES=$2; NODE_RANK=$3\nexport NCCL_SOCKET_IFNAME=ens5\n",
        id="e4_fix",
    ),
    Run(
        f"rsync -a scripts/ node-b:{W}/scripts/ && (nohup scripts/launch.sh configs/full.yaml 2 0 > {RUN2}.node-a.log 2>&1 &) && ssh node-b 'cd {W} && nohup scripts/launch.sh configs/full.yaml 2 1 > {RUN2}.node-b.log 2>&1 &' && sleep 150 && tail -n 2 {RUN2}.node-a.log",
        """[step     50/12000] loss 2.0871 lr 5.00e-06 grad_norm 1.69 tok/s 151207 mem 61.2GiB eta 4h26m
[step    100/12000] loss 1.8902 lr 1.00e-05 grad_norm 1.10 tok/s 151932 mem 61.3GiB eta 4h23m""",
        id="e4_verify",
        secs=150.5,
    ),
    *poll(
        f"{RUN2}.node-a.log",
        250,
        2050,
        50,
        1.69,
        151400,
        1.32,
        18,
        say_first="Checking it keeps going past the point where it used to hang.",
    ),
    Run(
        "pgrep -af 'train.py --config configs/smoke.yaml'",
        "",
        exit=1,
        id="probe_pgrep",
        say="And no stray smoke-test workers from the debug run left behind:",
    ),
    Say(
        "It hadn't crashed outright: it was hanging and restarting. Every attempt stalled on the "
        "first cross-node allreduce because NCCL sent traffic over docker0, the watchdog killed "
        "it after 10 minutes and torchrun restarted (2 of 3 restarts used). With "
        "`NCCL_SOCKET_IFNAME=ens5` in launch.sh, it's training at ~151k tok/s on 8 GPUs, ETA ~4.4 h."
    ),
    # ----------------------------------------------------------- segment 5: dataloader
    User(
        "GPU util dips every few seconds. Bump the dataloader to 16 workers and see if that helps.",
        id="u5",
    ),
    Run(
        f"grep -n 'DataLoader(' -A6 {W}/train.py",
        """131:    loader = DataLoader(
132-        packed,
133-        batch_size=cfg.micro_batch,
134-        num_workers=cfg.num_workers,
135-        pin_memory=True,
136-        collate_fn=collate,
137-    )""",
    ),
    Edit(f"{W}/configs/full.yaml", "num_workers: 4", "num_workers: 16"),
    Run(
        "scripts/launch.sh configs/full.yaml 1 0 2>&1 | head -40 | tail -14",
        """[step     50/12000] loss 2.0868 lr 5.00e-06 grad_norm 1.70 tok/s 81544 mem 61.2GiB eta 8h10m
ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
Traceback (most recent call last):
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/utils/data/dataloader.py", line 1243, in _try_get_data
    data = self._data_queue.get(timeout=timeout)
  File "/usr/lib/python3.11/multiprocessing/queues.py", line 113, in get
    if not self._poll(timeout):
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/utils/data/_utils/signal_handling.py", line 73, in handler
    _error_if_any_worker_fails()
RuntimeError: DataLoader worker (pid 233871) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.

The above exception was the direct cause of the following exception:
RuntimeError: DataLoader worker (pid(s) 233871) exited unexpectedly""",
        id="e5_fail",
        secs=75.0,
        say="Trying it single-node first so a problem doesn't take down the 8-GPU run's rendezvous.",
    ),
    Run(
        "df -h /dev/shm; ulimit -n",
        "Filesystem      Size  Used Avail Use% Mounted on\nshm              64M   61M  3.0M  96% /dev/shm\n1024",
        id="e5_shm",
    ),
    Say(
        "/dev/shm is only 64 MB here (the container default) and 16 workers × pinned batches "
        "fill it. I can't resize /dev/shm from inside the container, but the workers don't "
        "have to go through it: with the `file_system` sharing strategy tensors are passed via "
        "files in /tmp instead of shm segments. The 1024 open-file limit is enough for 16 workers."
    ),
    Edit(
        f"{W}/train.py",
        "import torch\n",
        'import torch\nimport torch.multiprocessing\n\ntorch.multiprocessing.set_sharing_strategy("file_system")\n',
        id="e5_fix",
    ),
    Run(
        "scripts/launch.sh configs/full.yaml 1 0 2>&1 | head -40 | tail -3; pkill -f launch.sh",
        """[step     50/12000] loss 2.0866 lr 5.00e-06 grad_norm 1.70 tok/s 84107 mem 61.2GiB eta 7h56m
[step    100/12000] loss 1.8879 lr 1.00e-05 grad_norm 1.11 tok/s 84390 mem 61.2GiB eta 7h53m
[step    150/12000] loss 1.7759 lr 1.50e-05 grad_norm 1.01 tok/s 84221 mem 61.3GiB eta 7h54m""",
        id="e5_verify",
        secs=160.0,
    ),
    Run(
        f"rsync -a configs/ train.py node-b:{W}/ && (nohup scripts/launch.sh configs/full.yaml 2 0 > {RUN2}.node-a.log 2>&1 &) && ssh node-b 'cd {W} && nohup scripts/launch.sh configs/full.yaml 2 1 > {RUN2}.node-b.log 2>&1 &' && echo relaunched-8gpu",
        "relaunched-8gpu",
    ),
    *poll(
        f"{RUN2}.node-a.log",
        150,
        2400,
        50,
        1.70,
        158900,
        1.26,
        16,
        say_first="Back on 8 GPUs with 16 workers; utilisation and throughput:",
        gpu=True,
    ),
    Say(
        "16 workers run cleanly with the `file_system` sharing strategy: single-node throughput "
        "went from ~78.5k to ~84k tok/s, and on 8 GPUs it's ~159k tok/s with GPU util steady "
        "at 96–98%."
    ),
    # ----------------------------------------------------------- segment 6: torch.compile
    User(
        "Can we get more with torch.compile? Try it on a single node with the smoke config first.",
        id="u6",
    ),
    Edit(
        f"{W}/train.py",
        "    model = AutoModelForCausalLM.from_pretrained(cfg.init_from, torch_dtype=torch.bfloat16)\n",
        '    model = AutoModelForCausalLM.from_pretrained(cfg.init_from, torch_dtype=torch.bfloat16)\n    if cfg.get("compile", False):\n        model = torch.compile(model)\n',
    ),
    Edit(f"{W}/configs/smoke.yaml", "num_workers: 4", "num_workers: 4\ncompile: true"),
    Run(
        "git diff --stat",
        " configs/full.yaml   | 10 +++++-----\n configs/smoke.yaml  |  3 ++-\n scripts/launch.sh   |  3 ++-\n train.py            |  6 ++++++\n 4 files changed, 15 insertions(+), 7 deletions(-)",
    ),
    Run(
        f"grep -n 'def collate' -A8 {W}/train.py",
        """58:def collate(batch):
59-    ids = torch.stack([b["input_ids"] for b in batch])
60-    labels = ids.clone()
61-    labels[ids == PAD_ID] = -100
62-    return {"input_ids": ids, "labels": labels}""",
    ),
    Run(
        f"tail -n 1 {RUN2}.node-a.log",
        "[step   3100/12000] loss 1.3012 lr 1.78e-05 grad_norm 0.79 tok/s 158844 mem 61.2GiB eta 3h06m",
        say="The 8-GPU run is unaffected by the single-GPU compile test:",
    ),
    Run(
        f"cd {W} && .venv/bin/torchrun --standalone --nproc-per-node 1 train.py --config configs/smoke.yaml > /tmp/compile.log 2>&1; echo exit=$?; tail -n 16 /tmp/compile.log",
        """exit=1
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/_inductor/codecache.py", line 2160, in load_pybinding_async
    compile_file(input_path, output_path, cmd)
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/_inductor/codecache.py", line 1998, in compile_file
    raise exc.CppCompileError(cmd, output) from e
torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:
CppCompileError: C++ compile error

Command:
g++ /tmp/torchinductor_kai/xq/cxqmahd3nb5s3b7bm4mqgdtw3sl3e6o3zqkqd3vbn5dm7l6xd6vy.cpp -D TORCH_INDUCTOR_CPP_WRAPPER -D C10_USING_CUSTOM_GENERATED_MACROS -shared -fPIC -O3 -I/usr/include/python3.11 -I/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/torch/include -o /tmp/torchinductor_kai/xq/cxqmahd3nb5s3b7bm4mqgdtw3sl3e6o3zqkqd3vbn5dm7l6xd6vy.so

Output:
/tmp/torchinductor_kai/xq/cxqmahd3nb5s3b7bm4mqgdtw3sl3e6o3zqkqd3vbn5dm7l6xd6vy.cpp:2:10: fatal error: Python.h: No such file or directory
    2 | #include <Python.h>
      |          ^~~~~~~~~~
compilation terminated.""",
        exit=0,
        id="e6_fail",
        secs=58.0,
    ),
    Run(
        "dpkg -l 'python3.11-dev' 2>/dev/null | tail -1; ls /usr/include/python3.11/Python.h",
        "ls: cannot access '/usr/include/python3.11/Python.h': No such file or directory",
        exit=2,
        id="e6_check",
    ),
    Run(
        "sudo apt-get install -y python3.11-dev",
        """Reading package lists... Done
The following NEW packages will be installed:
  libexpat1-dev libpython3.11-dev python3.11-dev zlib1g-dev
0 upgraded, 4 newly installed, 0 to remove and 12 not upgraded.
Setting up libpython3.11-dev:amd64 (3.11.0~rc1-1~22.04) ...
Setting up python3.11-dev (3.11.0~rc1-1~22.04) ...""",
        id="e6_fix",
        secs=14.0,
        say="Inductor compiles a small C++ wrapper that includes Python.h, and this box has the 3.11 runtime but not its headers. Installing python3.11-dev (node-b too).",
    ),
    Run(
        "ssh node-b 'sudo apt-get install -y -q python3.11-dev | tail -1'",
        "Setting up python3.11-dev (3.11.0~rc1-1~22.04) ...",
        secs=12.0,
    ),
    Run(
        f"cd {W} && .venv/bin/torchrun --standalone --nproc-per-node 1 train.py --config configs/smoke.yaml > /tmp/compile.log 2>&1; echo exit=$?; tail -n 3 /tmp/compile.log",
        """exit=0
[step     50/50] loss 1.6230 lr 3.45e-06 grad_norm 0.88 tok/s 29841 mem 36.1GiB
done: 50 steps in 00:02:31, 2.18M tokens""",
        id="e6_verify",
        secs=151.0,
    ),
    Run(
        "grep -E 'tok/s' /tmp/compile.log | awk '{print $(NF-4)}' | tail -20 | sort -n | sed -n '10p'",
        "29904",
    ),
    Say(
        "torch.compile works after installing the Python headers (Inductor's C++ wrapper "
        "needs Python.h). Single-GPU smoke: ~29.9k tok/s vs ~25.4k uncompiled (+18%), plus "
        "about 70 s of compile time at start. I left `compile: true` only in smoke.yaml; say "
        "if you want it in the full run."
    ),
    # ----------------------------------------------------------- segment 7: long eval
    User(
        "The full run hit step 6000. Run the long-context eval (configs/eval_long.yaml, 8k sequences) on the step-6000 checkpoint, on node-b's GPU 0 so training isn't disturbed.",
        id="u7",
    ),
    *poll(
        f"{RUN2}.node-a.log",
        6050,
        6300,
        50,
        1.69,
        158600,
        1.26,
        6,
        say_first="Checking the training run is healthy before borrowing a GPU on node-b.",
        gpu=True,
    ),
    Run(
        f"ls {RUN2}/ && cat configs/eval_long.yaml",
        f"""step-1000
step-2000
step-3000
step-4000
step-5000
step-6000
model: tinyllm-1.3b
checkpoint: {RUN2}/step-6000
tasks: [needle_8k, longbench_qa, govreport_sum]
seq_len: 8192
batch_size: 4
dtype: bf16""",
    ),
    Run(
        f"ssh node-b 'cd {W} && CUDA_VISIBLE_DEVICES=0 .venv/bin/python scripts/eval.py --config configs/eval_long.yaml 2>&1 | tail -4'",
        """needle_8k: 100%|██████████| 200/200 [03:12<00:00,  1.04it/s]
longbench_qa:  37%|███▋      | 74/200 [01:41<02:52,  1.37s/it]
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.25 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.94 GiB is free. Including non-PyTorch memory, this process has 17.20 GiB memory in use. Process 231877 has 59.98 GiB memory in use. Of the allocated memory 9.31 GiB is allocated by PyTorch, and 7.44 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)""",
        id="e7_fail",
        secs=300.0,
    ),
    Say(
        "Two things in that OOM. GPU 0 on node-b is shared with training rank 4 (60 GiB, pid "
        "231877), which is expected since I only asked for one GPU there, so the eval has ~19 "
        "GiB. Inside that, 7.4 GiB is reserved-but-unallocated: the fragmentation pattern from "
        "the first full-run OOM, now real because longbench prompts vary in length and leave "
        "odd-sized holes in the caching allocator. PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "
        "is the fix for exactly that; batch size stays 4.",
        id="e7_reuse",
    ),
    Run(
        f"ssh node-b 'cd {W} && PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True CUDA_VISIBLE_DEVICES=0 .venv/bin/python scripts/eval.py --config configs/eval_long.yaml 2>&1 | tail -5'",
        """needle_8k: 100%|██████████| 200/200 [03:10<00:00,  1.05it/s]
longbench_qa: 100%|██████████| 200/200 [04:37<00:00,  1.39s/it]
govreport_sum: 100%|██████████| 200/200 [06:02<00:00,  1.81s/it]
peak reserved 16.31 GiB
{"needle_8k": 0.915, "longbench_qa": 0.412, "govreport_sum_rougeL": 0.238}""",
        id="e7_fix",
        secs=830.0,
    ),
    Run(
        f"ssh node-b 'cat {W}/eval_results/step-6000.json'",
        """{
  "checkpoint": "/runs/ft-1201b/step-6000",
  "needle_8k": 0.915,
  "longbench_qa": 0.412,
  "govreport_sum_rougeL": 0.238,
  "seq_len": 8192
}""",
    ),
    Run(
        f"tail -n 1 {RUN2}.node-a.log",
        "[step   6350/12000] loss 1.1937 lr 1.41e-05 grad_norm 0.74 tok/s 158702 mem 61.3GiB eta 1h58m",
    ),
    Say(
        "Step-6000 long-context eval: needle_8k 0.915, longbench_qa 0.412, govreport ROUGE-L "
        "0.238. It ran beside training on node-b GPU 0 once the allocator used expandable "
        "segments (peak 16.3 GiB reserved); training wasn't disturbed (step 6350, 158.7k tok/s)."
    ),
    # ----------------------------------------------------------- segment 8: export + push
    User(
        "Run finished. Export the final checkpoint to safetensors and push it to the hub as acme-research/tinyllm-1.3b-instruct-v2 (private).",
        id="u8",
    ),
    Run(
        f"tail -n 2 {RUN2}.node-a.log && ls {RUN2}/",
        """[step  12000/12000] loss 0.9841 lr 2.00e-06 grad_norm 0.61 tok/s 158911 mem 61.2GiB eta 0h00m
done: 12000 steps in 04:21:37, 2.49B tokens
step-1000
step-10000
step-11000
step-12000
step-2000
step-3000
step-4000
step-5000
step-6000
step-7000
step-8000
step-9000""",
    ),
    Run(
        f".venv/bin/python scripts/export.py --checkpoint {RUN2}/step-12000 --out /data/ckpts/tinyllm-1.3b-instruct-v2 --safetensors",
        """loading FSDP shards from /runs/ft-1201b/step-12000 (8 ranks)
consolidated 1,346,961,408 parameters
wrote /data/ckpts/tinyllm-1.3b-instruct-v2/model.safetensors (2.69 GB)
wrote config.json, generation_config.json, tokenizer.json, tokenizer_config.json""",
        secs=64.0,
    ),
    Run(
        "sha256sum /data/ckpts/tinyllm-1.3b-instruct-v2/model.safetensors",
        "9f2b7c41d0e8a3b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4  /data/ckpts/tinyllm-1.3b-instruct-v2/model.safetensors",
        secs=9.0,
    ),
    Run(
        ".venv/bin/python -c \"from transformers import pipeline; p = pipeline('text-generation', '/data/ckpts/tinyllm-1.3b-instruct-v2', device=0); print(p('List three prime numbers.', max_new_tokens=24)[0]['generated_text'])\"",
        "List three prime numbers. 2, 3 and 5 are prime numbers: each is divisible only by 1 and itself.",
        secs=21.0,
    ),
    Edit(
        "/data/ckpts/tinyllm-1.3b-instruct-v2/README.md",
        "",
        """---
license: apache-2.0
base_model: tinyllm-1.3b
---
# tinyllm-1.3b-instruct-v2

Fine-tuned from tinyllm-1.3b-base on acme/instruct-mix (2.49B tokens, 12k steps, 8x A100).

| eval (step 6000) | score |
|---|---|
| needle_8k | 0.915 |
| longbench_qa | 0.412 |
| govreport ROUGE-L | 0.238 |
""",
        say="Adding a short model card before upload.",
    ),
    Run(
        "diff <(jq -S . /data/ckpts/tinyllm-1.3b-base/config.json) <(jq -S . /data/ckpts/tinyllm-1.3b-instruct-v2/config.json)",
        """21c21
<   "torch_dtype": "float32",
---
>   "torch_dtype": "bfloat16",""",
        exit=1,
        id="probe_diff",
        say="Sanity-checking the exported config against the base model's: only the dtype should differ.",
    ),
    Run(
        ".venv/bin/huggingface-cli upload acme-research/tinyllm-1.3b-instruct-v2 /data/ckpts/tinyllm-1.3b-instruct-v2 . --private",
        """Traceback (most recent call last):
  File "/home/kai/proj/tinyllm-ft/.venv/lib/python3.11/site-packages/huggingface_hub/utils/_http.py", line 406, in hf_raise_for_status
    response.raise_for_status()
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://huggingface.co/api/repos/create

huggingface_hub.errors.HfHubHTTPError: 403 Forbidden: You don't have the rights to create a model under the namespace "acme-research".
Cannot access content at: https://huggingface.co/api/repos/create.
Make sure your token has the correct permissions.""",
        exit=1,
        id="e8_fail",
        secs=2.1,
    ),
    Run(".venv/bin/huggingface-cli whoami", "kai-lindqvist\norgs:  acme-interns", id="e8_whoami"),
    Say(
        "I'm going to stop at the upload. The token on this machine belongs to kai-lindqvist, "
        "whose only org is acme-interns, so it can't create repos under acme-research; that "
        "needs an org admin to grant write access or a token from someone who has it. The "
        "exported model is ready at /data/ckpts/tinyllm-1.3b-instruct-v2 (2.69 GB safetensors).",
        id="e8_giveup",
    ),
    Run(
        "du -sh /data/ckpts/tinyllm-1.3b-instruct-v2 && git status --short",
        "2.6G\t/data/ckpts/tinyllm-1.3b-instruct-v2\n M configs/full.yaml\n M configs/smoke.yaml\n M scripts/launch.sh\n M train.py",
        id="after_giveup",
    ),
    Run(
        "git add -A && git commit -qm 'ft-1201b: 2-node launch (rdzv IP, NCCL_SOCKET_IFNAME), ckpt, shm, compile' && git log --oneline -1",
        "d41be07 ft-1201b: 2-node launch (rdzv IP, NCCL_SOCKET_IFNAME), ckpt, shm, compile",
    ),
    Say(
        "Final checkpoint (step 12000, loss 0.984) is exported to safetensors. The hub push is "
        "blocked on permissions for acme-research; everything else is committed (d41be07)."
    ),
]

GOLD = Gold(
    seed=SEED,
    notes="opencode storage tree (session/message/part JSON files); one message per opencode message, ordered by time.created then id.",
    episodes=[
        Episode(
            "E1",
            "traceback",
            "base checkpoint path typo (/data/ckpt vs /data/ckpts); exit hidden by tail",
            [
                R(
                    "e1_fail",
                    "OSError: /data/ckpt/tinyllm-1.3b-base does not appear to have a file named config.json",
                )
            ],
            "OSError: /data/ckpt/tinyllm-1.3b-base does not appear to have a file named config.json.",
            "torchrun --standalone --nproc-per-node 4 train.py --config configs/smoke.yaml",
            fix=R("e1_fix", "The checkpoints live under `/data/ckpts/` (plural)"),
            fix_kind="config_edit",
            entities=["/data/ckpts/tinyllm-1.3b-base", "init_from"],
            verified_by=R("e1_verify", "done: 50 steps in 00:01:26"),
        ),
        Episode(
            "E2",
            "oom",
            "CUDA OOM at micro batch 32 x 4096 without gradient checkpointing",
            [R("e2_fail", "Tried to allocate 1.50 GiB. GPU 2 has a total capacity of 79.15 GiB")],
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB.",
            "torchrun --standalone --nproc-per-node 4 train.py --config configs/full.yaml",
            fix=R("e2_fix", "gradient_checkpointing: true"),
            fix_kind="config_edit",
            entities=["gradient_checkpointing", "micro_batch"],
            verified_by=R("e2_verify", "[step    150/12000] loss 1.7760"),
        ),
        Episode(
            "E3",
            "command_failed",
            "rendezvous: node-b resolves node-a to 127.0.1.1 via /etc/hosts",
            [
                R(
                    "e3_fail",
                    "The client socket has timed out after 60000ms while trying to connect to (node-a, 29400).",
                ),
                R("e3_getent", "nc: connect to node-a (127.0.1.1) port 29400 (tcp) failed"),
            ],
            "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed.",
            "scripts/launch.sh configs/full.yaml 2 1",
            fix=R("e3_fix", "--rdzv-endpoint 10.0.3.11:29400"),
            fix_kind="config_edit",
            entities=["--rdzv-endpoint", "10.0.3.11"],
            verified_by=R("e3_verify", "group_world_size=2  local_ranks=[0, 1, 2, 3]"),
        ),
        Episode(
            "E4",
            "user_report",
            '"crashed?": NCCL watchdog timeout on first cross-node allreduce, torchrun restart loop; NCCL used docker0',
            [
                R("u4", "crashed? wandb shows nothing new since 12:06"),
                R(
                    "e4_log",
                    "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE",
                ),
                R("e4_count", "node-a.log:2"),
            ],
            "[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600081 milliseconds before timing out.",
            f"tail -n 12 {RUN2}.node-a.log",
            fix=R("e4_fix", "export NCCL_SOCKET_IFNAME=ens5"),
            fix_kind="env",
            entities=["NCCL_SOCKET_IFNAME", "ens5"],
            verified_by=R("e4_verify", "tok/s 151932"),
        ),
        Episode(
            "E5",
            "traceback",
            "DataLoader workers killed by SIGBUS: 64 MB /dev/shm with 16 workers",
            [R("e5_fail", "is killed by signal: Bus error")],
            "RuntimeError: DataLoader worker (pid 233871) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory.",
            "scripts/launch.sh configs/full.yaml 1 0",
            fix=R("e5_fix", 'set_sharing_strategy("file_system")'),
            fix_kind="code_edit",
            entities=["set_sharing_strategy", "file_system"],
            verified_by=R("e5_verify", "tok/s 84390"),
        ),
        Episode(
            "E6",
            "traceback",
            "torch.compile / Inductor C++ wrapper: Python.h missing (no python3.11-dev)",
            [
                R("e6_fail", "fatal error: Python.h: No such file or directory"),
                R("e6_check", "cannot access '/usr/include/python3.11/Python.h'"),
            ],
            "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\nCppCompileError: C++ compile error",
            "train.py --config configs/smoke.yaml",
            fix=R("e6_fix", "sudo apt-get install -y python3.11-dev"),
            fix_kind="install_package",
            entities=["python3.11-dev", "Python.h"],
            verified_by=R("e6_verify", "done: 50 steps in 00:02:31"),
        ),
        Episode(
            "E7",
            "oom",
            "long-context eval OOM beside training: allocator fragmentation (7.4 GiB reserved-unallocated)",
            [
                R(
                    "e7_fail",
                    "Tried to allocate 2.25 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.94 GiB is free",
                )
            ],
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.25 GiB.",
            "scripts/eval.py --config configs/eval_long.yaml",
            fix=R(
                "e7_fix", "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True CUDA_VISIBLE_DEVICES=0"
            ),
            fix_kind="env",
            entities=["PYTORCH_CUDA_ALLOC_CONF", "expandable_segments:True"],
            verified_by=R("e7_fix", "peak reserved 16.31 GiB"),
        ),
        Episode(
            "E8",
            "command_failed",
            "hub upload 403: token has no rights in acme-research; abandoned",
            [
                R(
                    "e8_fail",
                    "403 Forbidden: You don't have the rights to create a model under the namespace",
                )
            ],
            '403 Forbidden: You don\'t have the rights to create a model under the namespace "acme-research".',
            "huggingface-cli upload acme-research/tinyllm-1.3b-instruct-v2",
        ),
    ],
    reuse=[
        Reuse(
            "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
            R(
                "disc_alloc",
                "PyTorch's own hint is PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
            ),
            R("e7_reuse", "the fragmentation pattern from the first full-run OOM"),
        ),
        Reuse(
            "ens5",
            R("e3_fix", "node-a is 10.0.3.11 on ens5"),
            R(
                "pivot_nccl",
                "The cluster network is ens5, the interface the rendezvous fix already uses",
            ),
        ),
    ],
    pivots=[
        R("pivot_nccl", "NCCL is the problem, not the nodes."),
        R("e7_reuse", "Two things in that OOM."),
    ],
    queries=[
        Query(
            "[rank12]:[E ProcessGroupNCCL.cpp:616] [Rank 12] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3, "
            "OpType=BROADCAST, NumelIn=65536) ran for 1800042 milliseconds before timing out. NCCL INFO NET/Socket : "
            "Using [0]virbr0:192.168.122.1<0> [1]enp65s0f0:10.20.0.7<0> (4 nodes, no InfiniBand)",
            ["NCCL_SOCKET_IFNAME"],
            "E4",
        ),
        Query(
            "RuntimeError: DataLoader worker (pid(s) 40211, 40215) exited unexpectedly -- ERROR: Unexpected bus error "
            "encountered in worker. This might be caused by insufficient shared memory (shm). (docker run without --shm-size, num_workers=12)",
            ["set_sharing_strategy", "file_system"],
            "E5",
        ),
        Query(
            "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised: CppCompileError: C++ compile error ... "
            "/tmp/torchinductor_ubuntu/ab/cab12.cpp:2:10: fatal error: Python.h: No such file or directory (venv on python 3.11, torch 2.4.1)",
            ["python3.11-dev"],
            "E6",
        ),
        Query(
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.06 GiB. GPU 1 has a total capacity of 39.39 GiB "
            "of which 2.12 GiB is free. Of the allocated memory 21.7 GiB is allocated by PyTorch, and 11.3 GiB is reserved by "
            "PyTorch but unallocated. (lm-eval-harness, variable-length prompts, A100 40GB)",
            ["PYTORCH_CUDA_ALLOC_CONF"],
            "E7",
        ),
        Query(
            "OSError: /mnt/models/llama-3-8b does not appear to have a file named config.json (from_pretrained, path on the new NFS mount is /mnt/model/llama-3-8b)",
            ["init_from"],
            "E1",
        ),
        Query(
            "Error: creating EC2 Instance: InvalidAMIID.NotFound: The image id '[ami-0c55b159cbfafe1f0]' does not exist (terraform apply, eu-north-1)",
            [],
            None,
        ),
    ],
    negatives=[
        Negative(
            "flaky",
            R("flaky_hub", "Read timed out. (read timeout=10)"),
            "transient Hub read timeout; the identical command succeeded on retry with nothing changed",
        ),
        Negative(
            "not_a_fix",
            R("flaky_hub_retry", "Read timeout against the Hub; same command once more."),
            "plain retry of the flaky dataset load; not a fix",
        ),
        Negative(
            "expected_nonzero",
            R("probe_ckptdir", "test -d /data/ckpt/tinyllm-1.3b-base"),
            "probe confirming the configured directory is missing; part of the diagnosis, not a new failure",
        ),
        Negative(
            "expected_nonzero",
            R("probe_nan", f"grep -ci 'nan' {RUN1}.log"),
            "grep -c exits 1 when the count is 0: no NaNs, the desired answer",
        ),
        Negative(
            "expected_nonzero",
            R("probe_pgrep", "pgrep -af 'train.py --config configs/smoke.yaml'"),
            "pgrep exit 1 = no stray workers, which is what the agent checked for",
        ),
        Negative(
            "expected_nonzero",
            R("probe_diff", "diff <(jq -S . /data/ckpts/tinyllm-1.3b-base/config.json)"),
            "diff exits 1 when configs differ; the expected dtype difference is the answer",
        ),
        Negative(
            "not_a_fix",
            R("after_giveup", "du -sh /data/ckpts/tinyllm-1.3b-instruct-v2"),
            "first step after abandoning the hub upload; unrelated to it",
        ),
        Negative(
            "coincidental_change",
            R("coinc_logevery", "log_every: 50"),
            "logging interval changed between the OOM and the passing relaunch; unrelated to memory",
            entity="log_every: 50",
        ),
    ],
)
