#!/usr/bin/env python3
"""Run kiwisolver and LayoutShot's solver on the same scenarios and print a Markdown table.

Usage:  Benchmarks/side_by_side.py N [--reps R] [--scenarios chain,chain_slack,grid,grid_minw]
                                     [--rounds K] [--kiwi-script PATH] [--binary PATH] [--raw FILE]

The kiwisolver side is Benchmarks/kiwi_bench.py (the same scenarios as the Swift benchmark), run
with this Python; the LayoutShot side is `layoutshot-bench solver`, built beforehand with
`swift build -c release`. The two are interleaved scenario by scenario (kiwi first in odd
rounds, LayoutShot first in even rounds), so a slow phase of a shared machine hits both.
With several rounds, each figure is the median over the rounds.

Defaults: all four scenarios below N = 1,000; from N = 1,000 on, chain,chain_slack,grid and one
repetition (kiwisolver needs ~160 s per grid_minw build at N = 1,000). Otherwise each side uses
the scripts' own repetition rule (11 up to N = 100, 5 up to 1,000).

Exit status: 0 when every checksum that must agree agrees, 1 otherwise, 2 on bad usage.
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parent.parent
ALL_SCENARIOS = ("chain", "chain_slack", "grid", "grid_minw")

# (JSON key, label) per reported figure; kiwi's construct-only key has a "py_" prefix.
CHAIN_METRICS = (("build_us", "build"), ("build_min_us", "build (min)"),
                 ("update_read_us", "update + read 2N values"),
                 ("construct_only_us", "construct only (no solver)"))
GRID_METRICS = (("build_solve_read_us", "build + solve + read 4N+1 values"), ("build_min_us", "build (min)"),
                ("construct_only_us", "construct only (no solver)"))
RELAYOUT_METRICS = (("first_sweep_us", "first sweep (20 profiles)"), ("sweep_us", "sweep (20 profiles)"),
                    ("per_profile_us", "per profile"), ("read_all_values_us", "read all values"))

# Systems with a unique optimum give the same values in every correct solver; the others may not.
UNIQUE_OPTIMUM = {"chain": False, "chain_slack": True, "grid": True, "relayout(grid)": True,
                  "grid_minw": False, "relayout(grid_minw)": False}


def parse_arguments():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("N", type=int)
    ap.add_argument("--reps", type=int, default=None,
                    help="repetitions per scenario (default: 1 from N = 1,000, else each script's rule)")
    ap.add_argument("--scenarios", default=None,
                    help="comma-separated (default: all four below N = 1,000, else chain,chain_slack,grid)")
    ap.add_argument("--rounds", type=int, default=1, help="interleaved rounds; figures are medians (default 1)")
    ap.add_argument("--kiwi-script", default=str(PACKAGE_ROOT / "Benchmarks" / "kiwi_bench.py"),
                    help="path of the kiwisolver script (default: Benchmarks/kiwi_bench.py)")
    ap.add_argument("--binary", default=str(PACKAGE_ROOT / ".build" / "release" / "layoutshot-bench"),
                    help="path of the built layoutshot-bench (default: .build/release/layoutshot-bench)")
    ap.add_argument("--raw", default=None, help="also append every JSON line to this file")
    a = ap.parse_args()
    if a.N < 1 or (a.reps is not None and a.reps < 1) or a.rounds < 1:
        ap.error("N, --reps and --rounds must be positive")
    if a.scenarios is None:
        a.scenarios = ",".join(ALL_SCENARIOS if a.N < 1000 else ALL_SCENARIOS[:3])
    a.scenarios = a.scenarios.split(",")
    unknown = [s for s in a.scenarios if s not in ALL_SCENARIOS]
    if unknown:
        ap.error("unknown scenario %s; the scenarios are %s" % (", ".join(unknown), ",".join(ALL_SCENARIOS)))
    if a.reps is None and a.N >= 1000:
        a.reps = 1
    for path, what in ((a.kiwi_script, "kiwi script"), (a.binary, "layoutshot-bench binary")):
        if not pathlib.Path(path).is_file():
            hint = " (build it with: swift build -c release)" if what.startswith("layoutshot") else ""
            ap.error("%s not found: %s%s" % (what, path, hint))
    return a


def run_json(command, raw):
    """Runs `command` and returns its one JSON line, parsed."""
    print("$ " + " ".join(command), file=sys.stderr, flush=True)
    result = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=False)
    if result.returncode != 0:
        sys.exit("error: %s exited with status %d" % (command[0], result.returncode))
    line = result.stdout.strip().splitlines()[-1]
    if raw:
        with open(raw, "a", encoding="utf-8") as f:
            f.write(line + "\n")
    return json.loads(line)


def run_side_by_side(a):
    """Returns the JSON lines of both sides per round: (header, [(kiwi, ours), ...])."""
    common = [str(a.N)] + (["--reps", str(a.reps)] if a.reps else [])
    kiwi_command = [sys.executable, a.kiwi_script] + common
    our_command = [a.binary, "solver"] + common
    rounds = []
    for r in range(a.rounds):
        kiwi, ours = {}, {}
        for scenario in a.scenarios:
            runs = [(kiwi, kiwi_command), (ours, our_command)]
            for target, command in (runs if r % 2 == 0 else runs[::-1]):
                target.update(run_json(command + ["--scenarios", scenario], a.raw))
        rounds.append((kiwi, ours))
    return rounds


def figure(rounds, side, key, metric):
    """The median over the rounds of one figure of one side (0 = kiwi, 1 = ours)."""
    if side == 0 and metric == "construct_only_us" and key in ("chain", "chain_slack", "grid", "grid_minw"):
        metric = "py_construct_only_us"
    return statistics.median(r[side][key][metric] for r in rounds)


def duration(us):
    if us < 1000:
        return "%.1f µs" % us
    if us < 1e6:
        return "%.2f ms" % (us / 1e3)
    return "%.2f s" % (us / 1e6)


def ratio(kiwi, ours):
    if ours <= 0:
        return "—"
    x = kiwi / ours
    return "%.0fx" % x if x >= 10 else "%.1fx" % x if x >= 1 else "%.2fx" % x


def checksum_verdict(rounds, key):
    """Whether the checksums agree (in every round), and how to say it in the table."""
    pairs = {(r[0][key]["checksum"], r[1][key]["checksum"]) for r in rounds}
    equal = all(k == o for k, o in pairs)
    if not UNIQUE_OPTIMUM[key]:
        return True, "n/a (optimum not unique; %s here)" % ("equal" if equal else "different")
    if equal:
        return True, "yes (%s)" % next(iter(pairs))[0]
    return False, "**NO**: " + ", ".join("kiwi %s vs ours %s" % p for p in sorted(pairs))


def main():
    a = parse_arguments()
    rounds = run_side_by_side(a)
    kiwi0, ours0 = rounds[0]
    reps = a.reps or ours0["reps"]
    print("N = %d, reps = %d, rounds = %d; kiwisolver %s (Python %s), layoutshot (Swift %s); "
          "times are medians, ratio = kiwisolver / layoutshot" %
          (a.N, reps, a.rounds, kiwi0["kiwisolver"], kiwi0["python"], ours0["swift"]))
    print()
    print("| scenario | metric | kiwisolver | layoutshot | ratio | checksums agree |")
    print("|---|---|---|---|---|---|")
    all_agree = True
    for scenario in a.scenarios:
        keys = [(scenario, CHAIN_METRICS if scenario.startswith("chain") else GRID_METRICS)]
        if scenario.startswith("grid"):
            keys.append(("relayout(%s)" % scenario, RELAYOUT_METRICS))
        for key, metrics in keys:
            agree, verdict = checksum_verdict(rounds, key)
            all_agree = all_agree and agree
            for i, (metric, label) in enumerate(metrics):
                k, o = figure(rounds, 0, key, metric), figure(rounds, 1, key, metric)
                print("| %s | %s | %s | %s | %s | %s |" % (key if i == 0 else "", label, duration(k), duration(o),
                                                           ratio(k, o), verdict if i == 0 else ""))
    if not all_agree:
        print("\nerror: checksums differ on a system with a unique optimum", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
