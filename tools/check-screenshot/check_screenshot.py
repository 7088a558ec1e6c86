#!/usr/bin/env python3
"""Fails (exit 1) unless a PNG screenshot shows a page that rendered: enough ink, several colours,
and at least 50 pixels of a given colour (default the bar charts' blue; a test may ask for its
tables' grey rules, #cccccc). Reads the PNG with zlib alone (8-bit RGB or RGBA, not interlaced).

    check_screenshot.py SCREENSHOT.png [--min-ink FRACTION] [--colour RRGGBB]
Exit status: 0 the page rendered, 1 it looks blank or broken, 2 usage or an unreadable file.
"""
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    at, width, height, idat = 8, 0, 0, b""
    depth = colour = interlace = None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main(argv):
    args, min_ink, colour = [], 0.01, "2b7bb9"
    it = iter(argv[1:])
    for a in it:
        if a == "--min-ink":
            min_ink = float(next(it, "x"))
        elif a == "--colour":
            colour = next(it, "")
        else:
            args.append(a)
    if len(args) != 1 or len(colour) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        width, height, channels, rows = read_png(args[0])
    except (OSError, ValueError, zlib.error, struct.error) as e:
        print(f"check_screenshot: {args[0]}: {e}", file=sys.stderr)
        return 2
    want = bytes.fromhex(colour)
    ink = wanted = 0
    colours = set()
    for row in rows:
        for x in range(0, width * channels, channels):
            px = row[x:x + 3]
            colours.add(px)
            if px != b"\xff\xff\xff":
                ink += 1
            if all(abs(a - b) <= 8 for a, b in zip(px, want)):
                wanted += 1
    fraction = ink / max(1, width * height)
    print(f"check_screenshot: {width}x{height}, {fraction:.1%} ink, {len(colours)} colours, {wanted} pixels of #{colour}")
    if fraction < min_ink or len(colours) < 16 or wanted < 50:
        print("check_screenshot: the page looks blank or broken", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
