#!/usr/bin/env python3
"""Time LayoutShot's path from a scene to a PNG file against resvg's from our SVG to a PNG file.

Usage:  Benchmarks/render_side_by_side.py [--reps R] [--resvg-reps N] [--rounds K]
                                          [--options plain|snapshot|review] [--binary PATH]
                                          [--resvg PATH] [--out DIR] [--raw FILE]

The LayoutShot side is `layoutshot-bench render` (built beforehand with `swift build -c release`),
which renders every example layout on an @3x phone and an @2x iPad, times each step and leaves
each case's SVG and PNG in a folder. The resvg side renders each of those SVGs to a PNG file at
the case's scale (`resvg -z SCALE in.svg out.png`, `pip install resvg-cli`) N times, one process
per run, timed from start to exit. resvg's process start-up is measured the same way on a 1x1
SVG and reported; the table shows resvg both with it and without it.

The two sides alternate (LayoutShot first in odd rounds, resvg first in even ones), so a slow
phase of a shared machine hits both; with several rounds each figure is the median over rounds.

Exit status: 0 when every resvg PNG has the size our SVG gives, 1 otherwise, 2 on bad usage. (That
is our PNG's size, except for a fitted layout whose height is not a whole number of points: the
SVG prints it with three decimals, which resvg rounds up, so its picture may be a pixel taller.)
"""
import argparse
import json
import math
import pathlib
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parent.parent
TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>\n'


def parse_arguments():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=21, help="repetitions of each LayoutShot step (default 21)")
    ap.add_argument("--resvg-reps", type=int, default=11, help="resvg runs per case (default 11)")
    ap.add_argument("--rounds", type=int, default=1, help="alternating rounds; figures are medians (default 1)")
    ap.add_argument("--options", default="snapshot", choices=("plain", "snapshot", "review"),
                    help="scene options (default snapshot: the views over a white window)")
    ap.add_argument("--binary", default=str(PACKAGE_ROOT / ".build" / "release" / "layoutshot-bench"),
                    help="path of the built layoutshot-bench (default: .build/release/layoutshot-bench)")
    ap.add_argument("--resvg", default=shutil.which("resvg"), help="path of resvg (default: the one on PATH)")
    ap.add_argument("--out", default=None, help="keep the SVGs and both sides' PNGs in this folder")
    ap.add_argument("--raw", default=None, help="also append LayoutShot's JSON lines to this file")
    a = ap.parse_args()
    if a.reps < 1 or a.resvg_reps < 1 or a.rounds < 1:
        ap.error("--reps, --resvg-reps and --rounds must be positive")
    if not pathlib.Path(a.binary).is_file():
        ap.error("layoutshot-bench binary not found: %s (build it with: swift build -c release)" % a.binary)
    if not a.resvg or not pathlib.Path(a.resvg).is_file():
        ap.error("resvg not found (install it with: pip install resvg-cli)")
    return a


def run_layoutshot(a, folder):
    """Runs `layoutshot-bench render` and returns its JSON line, parsed."""
    command = [a.binary, "render", "--reps", str(a.reps), "--options", a.options, "--out", str(folder)]
    print("$ " + " ".join(command), file=sys.stderr, flush=True)
    result = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=False)
    if result.returncode != 0:
        sys.exit("error: layoutshot-bench exited with status %d" % result.returncode)
    line = result.stdout.strip().splitlines()[-1]
    if a.raw:
        with open(a.raw, "a", encoding="utf-8") as f:
            f.write(line + "\n")
    return json.loads(line)


def time_resvg(a, scale, svg, png):
    """The median wall-clock time, in microseconds, of `resvg -z scale svg png` over the runs."""
    command = [a.resvg, "-z", "%g" % scale, str(svg), str(png)]
    times = []
    for _ in range(a.resvg_reps):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1e6)
    return statistics.median(times)


def png_size(path):
    """The width and height in a PNG file's IHDR chunk."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def svg_pixel_size(path, scale):
    """The size in pixels resvg gives an SVG at `scale`: its width and height rounded to whole
    points (halves up), times the scale (a canvas 121.333 points high is 363 pixels at 3x)."""
    with open(path, encoding="utf-8") as f:
        head = f.read(1000)
    tag = re.search(r"<svg\b[^>]*>", head)
    if not tag:
        sys.exit("error: no <svg> element at the start of %s" % path)
    sides = [re.search(r'\b%s="([0-9.]+)"' % name, tag.group(0)) for name in ("width", "height")]
    if not all(sides):
        sys.exit("error: the <svg> element of %s has no width and height" % path)
    return tuple(int(math.floor(float(side.group(1)) + 0.5) * scale) for side in sides)


def run_resvg(a, folder, cases):
    """Times resvg on every case's SVG, and its start-up; returns ({case: figures}, start-up)."""
    print("$ %s -z SCALE <case>.svg <case>.resvg.png  (%d runs per case)" % (a.resvg, a.resvg_reps),
          file=sys.stderr, flush=True)
    tiny = folder / "tiny.svg"
    tiny.write_text(TINY_SVG)
    startup = time_resvg(a, 1, tiny, folder / "tiny.png")
    figures = {}
    for key, case in cases.items():
        svg, png = folder / (key + ".svg"), folder / (key + ".resvg.png")
        figures[key] = {"us": time_resvg(a, case["scale"], svg, png), "size": png_size(png),
                        "expected_size": svg_pixel_size(svg, case["scale"]), "bytes": png.stat().st_size}
    return figures, startup


def duration(us):
    return "%.2f ms" % (us / 1e3) if us >= 1000 else "%.0f µs" % us


def main():
    a = parse_arguments()
    folder = pathlib.Path(a.out) if a.out else pathlib.Path(tempfile.mkdtemp(prefix="render-side-by-side-"))
    folder.mkdir(parents=True, exist_ok=True)
    rounds = []
    try:
        for r in range(a.rounds):
            if r % 2 == 0:
                ours = run_layoutshot(a, folder)
                cases = {k: v for k, v in ours.items() if isinstance(v, dict) and "png_bytes" in v}
                theirs = run_resvg(a, folder, cases)
            else:
                theirs = run_resvg(a, folder, cases)
                ours = run_layoutshot(a, folder)
            rounds.append((ours, theirs))
    finally:
        if not a.out:
            shutil.rmtree(folder, ignore_errors=True)

    def ours_figure(key, metric):
        return statistics.median(r[0][key][metric] for r in rounds)

    def resvg_figure(key):
        return statistics.median(r[1][0][key]["us"] for r in rounds)

    startup = statistics.median(r[1][1] for r in rounds)
    version = subprocess.run([a.resvg, "--version"], stdout=subprocess.PIPE, text=True, check=False).stdout.strip()
    print("options = %s, reps = %d, resvg runs = %d, rounds = %d; layoutshot (Swift %s), resvg %s; "
          "times are medians; resvg start-up (1x1 SVG) = %s"
          % (a.options, a.reps, a.resvg_reps, a.rounds, rounds[0][0]["swift"], version, duration(startup)))
    print()
    print("| case | pixels | scene | SVG | raster | PNG encode | write | **scene → PNG file** | "
          "resvg SVG → PNG file | resvg − start-up | **ratio** | ratio without start-up | "
          "raster / memset (alternating) | cold glyphs | in cache | PNG bytes (ours / resvg) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    mismatched = []
    ratios = []
    for key in cases:
        ours_total = ours_figure(key, "scene_to_png_file_us")
        theirs = resvg_figure(key)
        theirs_figures = rounds[0][1][0][key]
        if tuple(theirs_figures["size"]) != tuple(theirs_figures["expected_size"]):
            mismatched.append(key)
        ratios.append(theirs / ours_total)
        print("| %s | %d×%d | %s | %s | %s | %s | %s | **%s** | %s | %s | **%.1fx** | %.1fx | %.1fx | %.1fx | %.1fx | %s / %s |" % (
            key, cases[key]["width"], cases[key]["height"], duration(ours_figure(key, "scene_us")),
            duration(ours_figure(key, "svg_us")), duration(ours_figure(key, "raster_us")),
            duration(ours_figure(key, "png_us")), duration(ours_figure(key, "write_us")), duration(ours_total),
            duration(theirs), duration(theirs - startup), theirs / ours_total, (theirs - startup) / ours_total,
            ours_figure(key, "raster_vs_memset"), ours_figure(key, "raster_cold_vs_memset"),
            ours_figure(key, "raster_vs_memset_in_cache"),
            format(cases[key]["png_bytes"], ","), format(rounds[0][1][0][key]["bytes"], ",")))
    ours_sum = sum(ours_figure(k, "scene_to_png_file_us") for k in cases)
    theirs_sum = sum(resvg_figure(k) for k in cases)
    print("| **all %d** | | | | | | | **%s** | %s | %s | **%.1fx** | %.1fx | | | | %s / %s |" % (
        len(cases), duration(ours_sum), duration(theirs_sum), duration(theirs_sum - startup * len(cases)),
        theirs_sum / ours_sum, (theirs_sum - startup * len(cases)) / ours_sum,
        format(sum(c["png_bytes"] for c in cases.values()), ","),
        format(sum(rounds[0][1][0][k]["bytes"] for k in cases), ",")))
    print()
    print("Ratio = resvg / LayoutShot (higher is better for LayoutShot); smallest %.1fx, median %.1fx."
          % (min(ratios), statistics.median(ratios)))
    print()
    print("The %d cases drawn once each, in order, from no kept glyph mask (a job's view): raster %s, "
          "fill %s, raster / memset %.1fx."
          % (len(cases), duration(statistics.median(r[0]["total"]["sequence_raster_us"] for r in rounds)),
             duration(statistics.median(r[0]["total"]["sequence_memset_us"] for r in rounds)),
             statistics.median(r[0]["total"]["sequence_raster_vs_memset"] for r in rounds)))
    if mismatched:
        print("\nerror: resvg's picture has another size than our SVG gives for " + ", ".join(mismatched),
              file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
