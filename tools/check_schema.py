#!/usr/bin/env python3
"""Validates scene files against schema/scene.schema.json (or, with `--schema NAME`, another schema of
schema/, such as `audit-baseline`) with the standard validator (Python jsonschema, Draft 2020-12). Prints
one line per file, `valid PATH` or `invalid PATH: message`, and exits 0.

    python3 tools/check_schema.py [--schema NAME] FILE...
"""
import json, os, sys
import jsonschema

root = os.path.join(os.path.dirname(__file__), "..")
args = sys.argv[1:]
name = "scene"
if args[:1] == ["--schema"]:
    name, args = args[1], args[2:]
schema = json.load(open(os.path.join(root, "schema", name + ".schema.json")))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
for path in args:
    try:
        errors = list(validator.iter_errors(json.load(open(path))))
    except json.JSONDecodeError as e:
        print(f"invalid {path}: not JSON: {e}")
        continue
    if errors:
        e = errors[0]
        print(f"invalid {path}: {'/'.join(map(str, e.absolute_path))}: {e.message[:160]}")
    else:
        print(f"valid {path}")
