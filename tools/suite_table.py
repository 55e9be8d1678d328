#!/usr/bin/env python3
"""The README's table of the slowest tests and suites, measured.

    tools/suite_table.py                 # runs every test one at a time, then rewrites the table
    tools/suite_table.py --debug         # the same in a debug build (the quick suite is measured in release)
    tools/suite_table.py --xml FILE      # the table from a run's JUnit XML (swift test --xunit-output)
    tools/suite_table.py --print         # prints the table instead of writing README.md

The run is `swift test -c release -Xswiftc -enable-testing --no-parallel --xunit-output …`, the build and
configuration `tools/test` uses (with GLASS_BIN naming the release glass beside the tests): one test at a
time, so each test's time is its own cost and the times add up to the run (in a parallel run a test's time
also counts the wait for a free thread). With GLASS_FULL_SUITE=1 it measures the long lane's sweeps.
The table goes between the README's `<!-- suite-table -->` and `<!-- /suite-table -->` lines; standard-library
Python only.
"""

import argparse
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
BEGIN = "<!-- suite-table -->"
END = "<!-- /suite-table -->"


def run_suite(xml_path, debug):
    """Builds and runs the tests one at a time; the path of Swift Testing's JUnit XML."""
    os.makedirs(os.path.dirname(xml_path), exist_ok=True)
    configuration = [] if debug else ["-c", "release", "-Xswiftc", "-enable-testing"]
    command = ["swift", "test", *configuration, "--no-parallel", "--xunit-output", xml_path]
    environment = dict(os.environ)
    if not debug:
        environment["GLASS_BIN"] = os.path.join(ROOT, ".build", "release", "glass")
    status = subprocess.run(command, cwd=ROOT, env=environment).returncode
    # SwiftPM writes Swift Testing's results beside the XCTest file, named NAME-swift-testing.xml.
    stem, ext = os.path.splitext(xml_path)
    testing = stem + "-swift-testing" + ext
    if status != 0:
        sys.exit(f"error: {' '.join(command)} failed (exit status {status}); the table is written from a passing run")
    return testing if os.path.exists(testing) else xml_path


def read_results(xml_path):
    """[(suite, test, seconds)] and the run's wall time in seconds, from a JUnit XML file."""
    try:
        tree = ElementTree.parse(xml_path)
    except (OSError, ElementTree.ParseError) as error:
        sys.exit(f"error: {xml_path}: {error}")
    tests = []
    wall = 0.0
    for suite in tree.iter("testsuite"):
        wall += float(suite.get("time", "0"))
    for case in tree.iter("testcase"):
        module_and_suite = case.get("classname", "")
        suite = module_and_suite.split(".", 1)[-1]
        tests.append((suite, case.get("name", ""), float(case.get("time", "0"))))
    if not tests:
        sys.exit(f"error: {xml_path}: no test cases")
    return tests, wall


def seconds(value):
    return f"{value:.1f} s" if value < 100 else f"{value:.0f} s"


def table(tests, wall, top, note):
    total = sum(t for _, _, t in tests) or 1.0
    suites = defaultdict(lambda: [0.0, 0])
    for suite, _, t in tests:
        suites[suite][0] += t
        suites[suite][1] += 1
    lines = [
        BEGIN,
        f"{len(tests)} tests in {len(suites)} suites, one at a time: {seconds(total)} of tests in a {seconds(wall)} run"
        + (f" ({note})" if note else "")
        + ". The slowest tests:",
        "",
        "| test | time | share |",
        "|---|--:|--:|",
    ]
    for suite, name, t in sorted(tests, key=lambda x: (-x[2], x[0], x[1]))[:top]:
        lines.append(f"| `{suite}.{name}` | {seconds(t)} | {100 * t / total:.1f} % |")
    lines += ["", "The slowest suites:", "", "| suite | tests | time | share |", "|---|--:|--:|--:|"]
    for suite, (t, n) in sorted(suites.items(), key=lambda x: (-x[1][0], x[0]))[:top]:
        lines.append(f"| `{suite}` | {n} | {seconds(t)} | {100 * t / total:.1f} % |")
    lines.append(END)
    return "\n".join(lines) + "\n"


def replaced(readme, block):
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n", re.S)
    if not pattern.search(readme):
        sys.exit(f"error: README.md has no {BEGIN} … {END} block to replace")
    return pattern.sub(lambda _: block, readme, count=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--xml", help="a run's JUnit XML (Swift Testing's) instead of running the tests")
    parser.add_argument("--top", type=int, default=12, help="rows in each table (default 12)")
    parser.add_argument("--debug", action="store_true", help="measure a debug build instead of release")
    parser.add_argument("--print", action="store_true", help="print the table instead of writing README.md")
    parser.add_argument("--note", default="", help="the conditions of the run, written after its time")
    args = parser.parse_args()
    xml_path = args.xml or run_suite(os.path.join(ROOT, ".build", "suite-table", "results.xml"), args.debug)
    tests, wall = read_results(xml_path)
    block = table(tests, wall, args.top, args.note)
    if args.print:
        sys.stdout.write(block)
        return
    with open(README, encoding="utf-8") as f:
        readme = f.read()
    with open(README, "w", encoding="utf-8") as f:
        f.write(replaced(readme, block))
    print(f"README.md: the table of {len(tests)} tests from {xml_path}")


if __name__ == "__main__":
    main()
