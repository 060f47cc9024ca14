#!/usr/bin/python3
"""Validates every *.json in a folder against the calrender JSON Schema (draft 2020-12)."""
import json
import pathlib
import sys

import jsonschema

schema = json.loads(pathlib.Path(sys.argv[1]).read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
count = 0
for path in sorted(pathlib.Path(sys.argv[2]).glob("*.json")):
    document = json.loads(path.read_text())
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    for error in errors[:5]:
        print(f"{path.name}: {'/'.join(map(str, error.path))}: {error.message}")
    if errors:
        sys.exit(1)
    count += 1
print(f"{count} valid")
