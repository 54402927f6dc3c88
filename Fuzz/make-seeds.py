#!/usr/bin/env python3
"""Writes the hand-made seeds of the engine fuzzer into Fuzz/Corpus/engine/seed-*.

Each seed is a readable drag script in the byte format that
Sources/fuzz-engine/FuzzEngine.swift decodes (see the comments there and in
StickyBadgeFuzzSupport/FuzzInput.swift). libFuzzer mutates from these, so they
only need to reach every phase of the state machine: stretch, snap, re-attach,
release, return, grab mid-return, cancel, dismiss, burst, both connector styles,
capsule badges, the stretchy circle, and a few invalid configurations.

Run from anywhere: python3 Fuzz/make-seeds.py
"""

import os
import re
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Corpus", "engine")

NO_CORRUPTION = 255


def u16(value):
    return struct.pack("<H", value)


def unit(fraction):
    """Bytes that FuzzInput.unit() reads back as `fraction` (0...1)."""
    return u16(round(max(0.0, min(1.0, fraction)) * 65535))


def number(fraction):
    """FuzzInput.number(in:_:) choosing lower + (upper - lower) * fraction."""
    return bytes([0]) + unit(fraction)


def coordinate(offset, scale):
    """coordinate(near:scale:) giving reference + offset, |offset| <= 2.5 scale."""
    if offset == 0:
        return bytes([200])
    return bytes([0]) + unit((offset / (scale * 2.5) + 1) / 2)


def frame_step():
    """A time step of 1/60 s (timeStep(): selector / 160 / 30)."""
    return bytes([80])


class EngineScript:
    """Builds an engine-leg input: default-ish configuration, a badge, operations."""

    def __init__(self, configuration=b"\x00" + bytes([NO_CORRUPTION]), radius_fraction=0.15,
                 half_length=None, leg=0):
        self.data = bytearray([leg])
        self.data += configuration
        self.data += unit(0.55) + unit(0.45)  # centre near the middle of the range
        self.data += number(radius_fraction)  # radius in 0.5...60
        if half_length is None:
            self.data += bytes([0])
        else:
            self.data += bytes([200]) + number(half_length)  # half length in 0...80
        self.data += bytes([255])  # no hostile badge value
        self.scale = 80.0  # the default snap distance dominates the move scale

    def op(self, code, operands=b"", step=None, stamp=0, frame=0):
        self.data += bytes([code]) + (frame_step() if step is None else step)
        self.data += bytes([stamp]) + operands + bytes([frame])
        return self

    def began(self, dx=0, dy=0, radius=9.0):
        return self.op(0, coordinate(dx, radius) + coordinate(dy, radius))

    def moved(self, dx, dy):
        return self.op(2, coordinate(dx, self.scale) + coordinate(dy, self.scale))

    def ended(self, dx, dy):
        return self.op(5, coordinate(dx, self.scale) + coordinate(dy, self.scale))

    def cancelled(self):
        return self.op(6)

    def dismiss(self):
        return self.op(7)

    def frames(self, count):
        return self.op(8, bytes([count]))

    def settle(self):
        return self.op(9)

    def hostile_time(self, table_index):
        """An operation whose stamp is a hostile number (FuzzInput.hostileNumber table)."""
        return self.op(2, coordinate(10, self.scale) + coordinate(0, self.scale),
                       step=bytes([240, table_index]), stamp=250)

    def bytes(self):
        return bytes(self.data)


def knob_names():
    """The badge's configuration rows in table order, which ConfigurationDecoding decodes one
    by one: read from Docs/Configuration.md (written from the table by stickybadge knobs)."""
    with open(os.path.join(HERE, "..", "Docs", "Configuration.md"), encoding="utf-8") as file:
        section = file.read().split("## The web package's knobs", 1)[1]
    return re.findall(r"^\| `([^`]+)` \|", section, re.M)


KNOBS = knob_names()


def configured(overrides=None):
    """A configuration with each row kept at its default, or set to lower + fraction * range
    of its valid range (`overrides`: row name -> fraction; a choice's fraction 1 is its
    second case, a Boolean's 1 is true)."""
    overrides = overrides or {}
    unknown = set(overrides) - set(KNOBS)
    if unknown:
        raise SystemExit(f"error: make-seeds.py: no configuration row {sorted(unknown)}")
    data = bytearray([200])  # not the defaults
    for name in KNOBS:
        if name in overrides:
            data += bytes([64]) + number(overrides[name])
        else:
            data += bytes([0])  # keep the default
    data += bytes([0])  # returnSpring from its rows, not a duration and bounce
    data += unit(0.5)  # reattach = half the snap distance
    data += bytes([NO_CORRUPTION])
    return bytes(data)


def seeds():
    s = {}
    s["stretch-release-return"] = (
        EngineScript().began().moved(20, 10).moved(40, 20).ended(40, 20).settle().bytes())
    s["snap-burst"] = (
        EngineScript().began().moved(50, 0).moved(100, 10).moved(120, 20).ended(120, 20)
        .frames(30).settle().bytes())
    s["snap-reattach-return"] = (
        EngineScript().began().moved(100, 0).moved(20, 0).moved(10, 5).ended(10, 5)
        .frames(10).settle().bytes())
    s["cancel-detached-then-grab"] = (
        EngineScript().began().moved(150, 0).cancelled().frames(3).began().moved(60, 0)
        .ended(60, 0).settle().bytes())
    s["grab-mid-return"] = (
        EngineScript().began().moved(60, 0).ended(60, 0).frames(4).began().moved(30, 30)
        .ended(30, 30).settle().bytes())
    s["dismiss-at-rest"] = EngineScript().frames(2).dismiss().settle().began().bytes()
    s["dismiss-while-dragging"] = (
        EngineScript().began().moved(30, 0).dismiss().moved(40, 0).ended(40, 0).settle().bytes())
    s["repeated-began-ended"] = (
        EngineScript().began().began().moved(10, 0).ended(10, 0).ended(10, 0).cancelled()
        .settle().bytes())
    s["hostile-times"] = (
        EngineScript().began().hostile_time(0).hostile_time(1).hostile_time(2).hostile_time(5)
        .moved(30, 0).ended(30, 0).settle().bytes())
    capsule = EngineScript(half_length=0.3)
    s["capsule-classic"] = (
        EngineScript(configuration=configured({"connectorStyle": 1}), half_length=0.4)
        .began().moved(-40, 30).moved(-90, 40).ended(-90, 40).settle().bytes())
    s["capsule-drag"] = capsule.began().moved(0, 50).moved(0, 70).ended(0, 70).settle().bytes()
    s["big-circle-stays-shrinks"] = (
        EngineScript(configuration=configured({
            "snapDistance": 0.2, "bigCircleShrinkRate": 0.8, "smallCircleShrinkRate": 0.5,
            "minimumScale": 0.1, "pullMode": 0}))
        .began().moved(70, 0).ended(70, 0).settle().bytes())
    s["not-animated-reduced-motion"] = (
        EngineScript(configuration=configured({"isAnimated": 0, "reducesMotion": 1}))
        .began().moved(30, 0).ended(30, 0).frames(2).began().moved(150, 0).ended(150, 0)
        .settle().bytes())
    s["frames-burst-hidden-label"] = (
        EngineScript(configuration=configured({"burst.style": 1, "hidesLabelWhileDragging": 1}))
        .began().moved(150, 0).ended(150, 0).settle().bytes())
    # Invalid configurations: the row made invalid (its index in the table) and the kind of
    # invalid value.
    for index, kind in [(0, 0), (8, 1), (9, 3), (11, 4), (20, 0), (21, 2)]:
        data = bytes([0, 200]) + b"\x00" * (len(KNOBS) + 1) + unit(0.5)
        s[f"invalid-configuration-{index}"] = data + bytes([index, kind]) + b"\x00" * 8
    # The stretchy circle: pull, release, pull again mid-return.
    stretchy = bytearray([3, 40]) + number(0.03) + number(0.5) + number(0.5) + number(0.24)
    stretchy += bytes([0, 255]) + unit(0.5) + unit(0.5) + number(0.15) + bytes([255])
    for code, dy in [(0, 0), (1, 40), (1, 80), (3, 80), (4, 0), (0, 0), (1, 60), (3, 60), (5, 0)]:
        stretchy += bytes([code, 80, 0]) + coordinate(0, 30) + coordinate(dy, 120)
        if code == 4:
            stretchy += bytes([10])
        stretchy += bytes([0])
    s["stretchy-pull-release"] = bytes(stretchy)
    return s


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, data in seeds().items():
        with open(os.path.join(OUT, f"seed-{name}"), "wb") as handle:
            handle.write(data)
    print(f"wrote {len(seeds())} seeds to {OUT}")


if __name__ == "__main__":
    main()
