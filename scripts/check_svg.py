#!/usr/bin/python3
"""Checks calrender SVG files: well-formed XML, the SVG namespace, a viewBox, xml:lang, a <title>,
no scripts or external references, and a data-date on every day group."""
import pathlib
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
count = 0
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.svg")):
    root = ET.parse(path).getroot()
    problems = []
    if root.tag != SVG + "svg":
        problems.append("root is not svg")
    if "viewBox" not in root.attrib:
        problems.append("no viewBox")
    if "{http://www.w3.org/XML/1998/namespace}lang" not in root.attrib:
        problems.append("no xml:lang")
    if root.find(SVG + "title") is None:
        problems.append("no title")
    for element in root.iter():
        if element.tag == SVG + "script":
            problems.append("a script")
        for name, value in element.attrib.items():
            if name.endswith("href") and not value.startswith("#"):
                problems.append(f"external reference {value}")
        if element.tag == SVG + "g" and "day" in element.attrib.get("class", "").split():
            if "data-date" not in element.attrib:
                problems.append("a day without data-date")
    if problems:
        print(f"{path.name}: {'; '.join(sorted(set(problems)))}")
        sys.exit(1)
    count += 1
print(f"{count} ok")
