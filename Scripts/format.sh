#!/usr/bin/env bash
# Formats the code with the toolchain's swift-format and the checked-in .swift-format, then
# lints strictly (what CI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Sources Tests Benchmarks Examples Fuzz Package.swift
swift format lint --strict --recursive Sources Tests Benchmarks Examples Fuzz Package.swift
