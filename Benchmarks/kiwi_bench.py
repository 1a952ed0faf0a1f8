#!/usr/bin/env python3
"""Time kiwisolver on the solver benchmark's scenarios and print one JSON line.

Usage: python3 Benchmarks/kiwi_bench.py N [--reps R] [--scenarios chain,chain_slack,grid,grid_minw]

The scenarios are those of `layoutshot-bench solver N` (Benchmarks/layoutshot-bench/
SolverScenarios.swift and Profiles.swift): the same variables, the same constraints in the same
order at the same strengths (Kiwi's strong, medium and weak stand for priorities 750, 500 and 250),
the same twenty profiles, the same timed regions and the same JSON keys, so that side_by_side.py
can put the two lines next to each other. kiwisolver is a benchmark dependency only
(`pip install kiwisolver`).
"""

import argparse
import json
import platform
import statistics
import time

import kiwisolver as kiwi

COLUMNS = 10
SWEEPS_PER_BUILD = 3
READ_REPETITIONS = 20

# name, width, height, safe area (top, bottom, left, right): DeviceProfile.all in Profiles.swift.
PROFILES = (
    ("iPhoneSE1", 320, 568, (20, 0, 0, 0)), ("iPhone8", 375, 667, (20, 0, 0, 0)),
    ("iPhone8Plus", 414, 736, (20, 0, 0, 0)), ("iPhoneX", 375, 812, (44, 34, 0, 0)),
    ("iPhone11", 414, 896, (48, 34, 0, 0)), ("iPhone12", 390, 844, (47, 34, 0, 0)),
    ("iPhone14Pro", 393, 852, (59, 34, 0, 0)), ("iPhone14ProMax", 430, 932, (59, 34, 0, 0)),
    ("iPhoneX-L", 812, 375, (0, 21, 44, 44)), ("iPhone12-L", 844, 390, (0, 21, 47, 47)),
    ("iPhone14Pro-L", 852, 393, (0, 21, 59, 59)), ("iPhone8-L", 667, 375, (0, 0, 0, 0)),
    ("iPad9", 768, 1024, (20, 0, 0, 0)), ("iPadAir", 820, 1180, (24, 20, 0, 0)),
    ("iPadPro11", 834, 1194, (24, 20, 0, 0)), ("iPadPro13", 1024, 1366, (24, 20, 0, 0)),
    ("iPad9-L", 1024, 768, (20, 0, 0, 0)), ("iPadAir-L", 1180, 820, (24, 20, 0, 0)),
    ("iPadPro13-L", 1366, 1024, (24, 20, 0, 0)), ("Mac", 1440, 900, (0, 0, 0, 0)),
)


def edit_values(profile):
    _, width, height, (top, bottom, left, right) = profile
    return (width, height, top, bottom, left, right)


def elapsed_us(start):
    return (time.perf_counter() - start) * 1e6


class Chain:
    """Views in a row, 8 points apart: width >= 20, preferably 50, ending by bound * N."""

    def __init__(self, count, bound_per_view):
        self.left = [kiwi.Variable("x%d" % i) for i in range(count)]
        self.width = [kiwi.Variable("w%d" % i) for i in range(count)]
        self.bound = bound_per_view * count

    def constraints(self):
        made = []
        for i in range(len(self.left)):
            if i == 0:
                made.append(self.left[0] == 0)
            else:
                made.append(self.left[i] == self.left[i - 1] + self.width[i - 1] + 8)
            made.append(self.width[i] >= 20)
            made.append((self.width[i] == 50) | "medium")
        made.append(self.left[-1] + self.width[-1] <= self.bound)
        return made

    def checksum(self):
        return sum(v.value() for v in self.left) + sum(v.value() for v in self.width)


class Grid:
    """Cells in rows of ten in a screen whose size and safe area are strong edit variables."""

    def __init__(self, cell_count, minimum_widths):
        self.minimum_widths = minimum_widths
        self.count = cell_count // COLUMNS * COLUMNS
        self.edits = [kiwi.Variable(name) for name in ("W", "H", "ST", "SB", "SL", "SR")]
        self.content = kiwi.Variable("content")
        self.left = [kiwi.Variable() for _ in range(self.count)]
        self.top = [kiwi.Variable() for _ in range(self.count)]
        self.width = [kiwi.Variable() for _ in range(self.count)]
        self.height = [kiwi.Variable() for _ in range(self.count)]
        self.all = self.left + self.top + self.width + self.height + [self.content]

    def constraints(self):
        screen_width, screen_height, safe_top, safe_bottom, safe_left, safe_right = self.edits
        left, top, width, height = self.left, self.top, self.width, self.height
        made = []
        for row in range(self.count // COLUMNS):
            first = row * COLUMNS
            for column in range(COLUMNS):
                i = first + column
                if column == 0:
                    made.append(left[i] == safe_left + 8)
                else:
                    made.append(left[i] == left[i - 1] + width[i - 1] + 8)
                    made.append(width[i] == width[first])
                if column == COLUMNS - 1:
                    made.append(left[i] + width[i] == screen_width - safe_right - 8)
                if self.minimum_widths:
                    made.append((width[i] >= 44) | "medium")
                made.append(width[i] == 1.5 * height[i])
                if column == 0:
                    if row == 0:
                        made.append(top[i] == safe_top + 8)
                    else:
                        above = first - COLUMNS
                        made.append(top[i] == top[above] + height[above] + 8)
                else:
                    made.append(top[i] == top[first])
        last = self.count - 1
        made.append(self.content >= screen_height - safe_top - safe_bottom)
        made.append(self.content >= top[last] + height[last] + 8 - safe_top)
        made.append((self.content == 0) | "weak")
        return made

    def build(self):
        solver = kiwi.Solver()
        for variable, value in zip(self.edits, edit_values(PROFILES[0])):
            solver.addEditVariable(variable, "strong")
            solver.suggestValue(variable, value)
        for constraint in self.constraints():
            solver.addConstraint(constraint)
        return solver

    def checksum(self):
        return sum(v.value() for v in self.all)

    def sweep(self, solver):
        total = 0.0
        for profile in PROFILES:
            for variable, value in zip(self.edits, edit_values(profile)):
                solver.suggestValue(variable, value)
            solver.updateVariables()
            total += self.checksum()
        return total


def measure_chain(count, reps, bound_per_view):
    builds, updates, constructs, checksum = [], [], [], 0.0
    for _ in range(reps):
        start = time.perf_counter()
        solver = kiwi.Solver()
        chain = Chain(count, bound_per_view)
        for constraint in chain.constraints():
            solver.addConstraint(constraint)
        builds.append(elapsed_us(start))
        start = time.perf_counter()
        solver.updateVariables()
        checksum = chain.checksum()
        updates.append(elapsed_us(start))
    for _ in range(reps):
        start = time.perf_counter()
        Chain(count, bound_per_view).constraints()
        constructs.append(elapsed_us(start))
    return {"build_us": round(statistics.median(builds), 1), "build_min_us": round(min(builds), 1),
            "update_read_us": round(statistics.median(updates), 1),
            "py_construct_only_us": round(statistics.median(constructs), 1), "checksum": round(checksum, 3)}


def measure_grid(count, reps, minimum_widths):
    builds, first_sweeps, later_sweeps, constructs = [], [], [], []
    build_checksum = sweep_checksum = 0.0
    constraint_count, last = 0, None
    for _ in range(reps):
        start = time.perf_counter()
        grid = Grid(count, minimum_widths)
        solver = grid.build()
        solver.updateVariables()
        build_checksum = grid.checksum()
        builds.append(elapsed_us(start))
        for sweep in range(SWEEPS_PER_BUILD):
            start = time.perf_counter()
            sweep_checksum = grid.sweep(solver)
            (first_sweeps if sweep == 0 else later_sweeps).append(elapsed_us(start))
        start = time.perf_counter()
        constraint_count = len(Grid(count, minimum_widths).constraints())
        constructs.append(elapsed_us(start))
        last = (grid, solver)
    start = time.perf_counter()
    for _ in range(READ_REPETITIONS):
        last[0].checksum()
    read_us = elapsed_us(start) / READ_REPETITIONS
    sweep = statistics.median(later_sweeps)
    grid_figures = {"cols": COLUMNS, "constraints": constraint_count + 6,
                    "build_solve_read_us": round(statistics.median(builds), 1),
                    "build_min_us": round(min(builds), 1),
                    "py_construct_only_us": round(statistics.median(constructs), 1),
                    "checksum": round(build_checksum, 3)}
    relayout = {"profiles": len(PROFILES), "first_sweep_us": round(statistics.median(first_sweeps), 1),
                "sweep_us": round(sweep, 1), "per_profile_us": round(sweep / len(PROFILES), 1),
                "read_all_values_us": round(read_us, 1), "checksum": round(sweep_checksum, 3)}
    return grid_figures, relayout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("N", type=int)
    parser.add_argument("--reps", type=int, default=None, help="default: 11 up to N = 100, 5 up to 1,000, else 1")
    parser.add_argument("--scenarios", default="chain,chain_slack,grid,grid_minw")
    arguments = parser.parse_args()
    count = arguments.N
    reps = arguments.reps or (11 if count <= 100 else 5 if count <= 1000 else 1)
    wanted = set(arguments.scenarios.split(","))
    line = {"impl": "kiwisolver-py", "kiwisolver": kiwi.__version__, "python": platform.python_version(),
            "N": count, "reps": reps, "unit": "us"}
    for name, bound in (("chain", 40.0), ("chain_slack", 100.0)):
        if name in wanted:
            line[name] = measure_chain(count, reps, bound)
    for name, minimum_widths in (("grid", False), ("grid_minw", True)):
        if name in wanted:
            line[name], line["relayout(%s)" % name] = measure_grid(count, reps, minimum_widths)
    print(json.dumps(line))


if __name__ == "__main__":
    main()
