"""Validate SARIF files against the official 2.1.0 JSON schema.

Usage: /usr/bin/python3 tests/sarif-validate.py SCHEMA FILE...
Exits 1 and names the first error of each invalid file.
"""
import json
import sys

import jsonschema


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    bad = 0
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            log = json.load(f)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
        for e in errors[:1]:
            print(f"{path}: {'/'.join(map(str, e.path))}: {e.message}")
        bad += bool(errors)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
