#!/usr/bin/env python3
"""Which installed font measures text most like Apple's SF: Interface Builder's own label frames as the oracle.

  python3 Assets/font-stand-in.py CORPUS_DIR [--fonts DIR ...] [--family NAME ...] [--by-weight] [--list]

Apple's fonts cannot be installed on Linux, but every storyboard and xib stores the frames IB solved
with them. A single-line label whose width comes from its intrinsic content size has a stored
width equal to its text's width in IB's font, rounded up to IB's half point: these labels are the
oracle. A label counts when it
  - has a plain `text` (not attributed, no line break, only Latin characters: others fall back to
    other fonts on iOS too) in a fixed-size font: the system font (`type="system|boldSystem"`, any
    `weight`) or Helvetica Neue (`name="HelveticaNeue-…"`), no text style;
  - shows one line (`numberOfLines` 1), does not shrink its font to fit, is not `misplaced`;
  - is laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`) of which none
    sets its width (no width constraint, no width equal to another view's) and none pins both of
    its horizontal sides (leading/left and trailing/right, margins included), and it is no
    subview of a stack view (a stack may stretch it).

Each candidate family (every font file under the --fonts folders, grouped by its family name; the
file of the requested weight is the one whose OS/2 weight class is nearest, as fontconfig picks)
measures each text as skeleton-preview does: SDL_ttf 2 (the same shared library, through ctypes)
opened at the size rounded to whole pixels, TTF_SizeUTF8. The error is ours − IB's, in points and
in percent of IB's width. Printed per family (and with --by-weight per weight): labels, mean and
median signed error in %, the share within 0.5 pt and within 2 %, and the width factor (median IB /
ours) that would make the family's median error zero, with the share within 0.5 pt and 2 % once it
is applied. Families are sorted by the share within 0.5 pt. --list prints every label used;
--baseline FAMILY how far each family's share within 0.5 pt is from FAMILY's, beyond sampling noise
or not (a paired bootstrap over the labels).

Only the standard library and SDL_ttf (libsdl2-ttf-2.0-0, which the app links) are needed.
"""

import argparse
import ctypes
import ctypes.util
import math
import os
import random
import statistics
import struct
import sys
import xml.etree.ElementTree as ET

SYSTEM_WEIGHTS = {'ultraLight': 100, 'thin': 200, 'light': 300, 'regular': 400, 'medium': 500,
                  'semibold': 600, 'bold': 700, 'heavy': 800, 'black': 900}
STYLE_WEIGHTS = [('ultralight', 100), ('extralight', 200), ('thin', 200), ('light', 300), ('medium', 500),
                 ('semibold', 600), ('demibold', 600), ('extrabold', 800), ('bold', 700), ('heavy', 800),
                 ('black', 900)]
START_SIDE = {'leading', 'left', 'leadingMargin', 'leftMargin'}
END_SIDE = {'trailing', 'right', 'trailingMargin', 'rightMargin'}


def oracle_font(label):
    """(IB family, CSS weight, point size) of a label's fixed-size font, or None."""
    desc = label.find('fontDescription')
    if desc is None or desc.get('style') is not None or desc.get('pointSize') is None:
        return None
    size = float(desc.get('pointSize'))
    kind = desc.get('type')
    if kind == 'system':
        return ('SF', SYSTEM_WEIGHTS.get(desc.get('weight', 'regular'), 400), size)
    if kind == 'boldSystem':
        return ('SF', 700, size)
    name = desc.get('name', '')
    if name.startswith('HelveticaNeue'):
        style = name[len('HelveticaNeue'):].lstrip('-').lower()
        if 'italic' in style or 'condensed' in style:
            return None
        return ('Helvetica Neue', next((w for s, w in STYLE_WEIGHTS if s in style), 400), size)
    return None


def oracle_labels(path):
    """(text, IB family, weight, size, IB width, where) of every label in one IB file that qualifies."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return []
    parent = {child: node for node in root.iter() for child in node}
    sides = {}  # view id -> set of horizontal attributes some constraint relates
    for holder in root.iter():
        constraints = holder.find('constraints')
        if constraints is None:
            continue
        for c in constraints.findall('constraint'):
            first = c.get('firstItem', holder.get('id'))
            sides.setdefault(first, set()).add(c.get('firstAttribute'))
            if c.get('secondItem'):
                sides.setdefault(c.get('secondItem'), set()).add(c.get('secondAttribute'))
    found = []
    for label in root.iter('label'):
        text = label.get('text')
        font = oracle_font(label)
        rect = label.find("rect[@key='frame']")
        if not text or font is None or rect is None or '\n' in text or any(ord(ch) > 0x24F for ch in text):
            continue
        if label.get('numberOfLines', '1') != '1' or label.get('adjustsFontSizeToFit') == 'YES':
            continue
        if label.get('misplaced') == 'YES' or label.get('translatesAutoresizingMaskIntoConstraints') != 'NO':
            continue
        used = sides.get(label.get('id'), set())
        if 'width' in used or (used & START_SIDE and used & END_SIDE):
            continue
        holder = parent.get(parent.get(label))  # <subviews> → its view
        if holder is None or holder.tag == 'stackView':
            continue
        found.append((text, font[0], font[1], font[2], float(rect.get('width')), f'{path}'))
    return found


def weight_class(path):
    """The OS/2 usWeightClass of a font file (400 when it has no OS/2 table)."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] == b'ttcf':
        data_offset = struct.unpack('>I', data[12:16])[0]
    else:
        data_offset = 0
    count = struct.unpack('>H', data[data_offset + 4:data_offset + 6])[0]
    for i in range(count):
        entry = data_offset + 12 + 16 * i
        tag, _, offset, _ = struct.unpack('>4sIII', data[entry:entry + 16])
        if tag == b'OS/2':
            return struct.unpack('>H', data[offset + 4:offset + 6])[0]
    return 400


class SDLTTF:
    """TTF_SizeUTF8 of SDL_ttf 2, the measure skeleton-preview's layout uses."""

    def __init__(self):
        name = ctypes.util.find_library('SDL2_ttf-2.0') or 'libSDL2_ttf-2.0.so.0'
        self.lib = ctypes.CDLL(name)
        self.lib.TTF_OpenFont.restype = ctypes.c_void_p
        self.lib.TTF_OpenFont.argtypes = [ctypes.c_char_p, ctypes.c_int]
        self.lib.TTF_SizeUTF8.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                          ctypes.POINTER(ctypes.c_int)]
        self.lib.TTF_FontFaceFamilyName.restype = ctypes.c_char_p
        self.lib.TTF_FontFaceFamilyName.argtypes = [ctypes.c_void_p]
        if self.lib.TTF_Init() != 0:
            sys.exit('error: TTF_Init failed')
        self.faces = {}

    def face(self, path, pixels):
        key = (path, pixels)
        if key not in self.faces:
            self.faces[key] = self.lib.TTF_OpenFont(path.encode(), pixels)
        return self.faces[key]

    def family(self, path):
        face = self.face(path, 12)
        return self.lib.TTF_FontFaceFamilyName(face).decode() if face else None

    def width(self, path, size, text):
        """The app's width: the face opened at the size rounded to whole pixels."""
        face = self.face(path, max(1, int(math.floor(size + 0.5))))
        w, h = ctypes.c_int(), ctypes.c_int()
        if not face or self.lib.TTF_SizeUTF8(face, text.encode(), ctypes.byref(w), ctypes.byref(h)) != 0:
            return None
        return float(w.value)


def upright_files(folders):
    for folder in folders:
        for base, _, names in os.walk(folder):
            for name in sorted(names):
                lowered = name.lower()
                if not lowered.endswith(('.ttf', '.otf')) or any(
                        word in lowered for word in ('italic', 'oblique', 'condensed', 'narrow', 'mono', '[')):
                    continue
                yield os.path.join(base, name)


def summary(errors):
    """n, mean %, median %, within 0.5 pt, within 2 %, of (ours, IB) pairs."""
    pct = [(ours - ib) / ib * 100 for ours, ib in errors]
    return (len(errors), statistics.fmean(pct), statistics.median(pct),
            sum(abs(ours - ib) <= 0.5 for ours, ib in errors) / len(errors),
            sum(abs(ours - ib) <= 0.02 * ib for ours, ib in errors) / len(errors))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('corpus', help='folder searched for .storyboard and .xib files')
    parser.add_argument('--fonts', action='append', default=None,
                        help='folder of candidate font files (repeatable; default /usr/share/fonts)')
    parser.add_argument('--family', action='append', default=None, help='measure only these families')
    parser.add_argument('--oracle', default='SF', help='the IB font measured against: SF or "Helvetica Neue"')
    parser.add_argument('--by-weight', action='store_true', help='also one line per weight')
    parser.add_argument('--list', action='store_true', help='print every label used')
    parser.add_argument('--baseline', help='also print, per family, how much its share within 0.5 pt differs from '
                                           "this family's: the 95 %% interval of 2000 paired bootstrap resamples")
    args = parser.parse_args()

    labels = []
    for base, dirs, names in os.walk(args.corpus):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(('.storyboard', '.xib')):
                labels += [l for l in oracle_labels(os.path.join(base, name)) if l[1] == args.oracle]
    # A text repeated in the same font and frame (copied labels, "Label" placeholders) is one measurement.
    seen = set()
    labels = [l for l in labels if l[:5] not in seen and not seen.add(l[:5])]
    if not labels:
        sys.exit(f'error: no {args.oracle} label sized by its text under {args.corpus}')
    files = {l[5] for l in labels}
    print(f'{len(labels)} distinct labels sized by their {args.oracle} text in {len(files)} files; '
          f'weights {sorted({l[2] for l in labels})}, sizes {sorted({l[3] for l in labels})}')

    ttf = SDLTTF()
    families = {}
    for path in upright_files(args.fonts or ['/usr/share/fonts']):
        family = ttf.family(path)
        if family and (args.family is None or family in args.family):
            families.setdefault(family, []).append((weight_class(path), path))

    rows = []
    for family, faces in families.items():
        pairs, per_weight = [], {}
        for text, _, weight, size, ib, where in labels:
            path = min(faces, key=lambda f: (abs(f[0] - weight), -f[0] if weight >= 500 else f[0]))[1]
            ours = ttf.width(path, size, text)
            if ours is None:
                continue
            pairs.append((ours, ib))
            per_weight.setdefault(weight, []).append((ours, ib))
            if args.list:
                print(f'  {family}\t{weight}\t{size:g}\t{ib:g}\t{ours:g}\t{text}\t{where}')
        if not pairs:
            continue
        factor = statistics.median(ib / ours for ours, ib in pairs if ours > 0)
        scaled = summary([(ours * factor, ib) for ours, ib in pairs])
        rows.append((family, summary(pairs), factor, scaled, per_weight, pairs))

    rows.sort(key=lambda r: (-r[1][3], abs(r[1][2])))
    print('| family | labels | mean error | median error | within 0.5 pt | within 2 % '
          '| width factor | within 0.5 pt, 2 % with it |')
    print('| --- | --- | --- | --- | --- | --- | --- | --- |')
    for family, (n, mean, median, half, two), factor, scaled, per_weight, _ in rows:
        print(f'| {family} | {n} | {mean:+.1f} % | {median:+.1f} % | {half:.0%} | {two:.0%} '
              f'| {factor:.3f} | {scaled[3]:.0%}, {scaled[4]:.0%} |')
        if args.by_weight:
            for weight in sorted(per_weight):
                n, mean, median, half, two = summary(per_weight[weight])
                print(f'| — weight {weight} | {n} | {mean:+.1f} % | {median:+.1f} % | {half:.0%} | {two:.0%} | | |')
    base = next((r[5] for r in rows if r[0] == args.baseline), None)
    if args.baseline and base is None:
        sys.exit(f'error: --baseline {args.baseline} is not among the measured families')
    if base is not None:
        # Every family measured the same labels in the same order, so resamples pair them.
        rng = random.Random(1)
        within = lambda pair: abs(pair[0] - pair[1]) <= 0.5
        for family, *_, pairs in rows:
            if family == args.baseline:
                continue
            diffs = sorted(
                sum(within(pairs[i]) - within(base[i]) for i in picks) / len(picks)
                for picks in ([rng.randrange(len(base)) for _ in base] for _ in range(2000)))
            print(f'{family} − {args.baseline}, within 0.5 pt: {diffs[50]:+.0%} … {diffs[1949]:+.0%} (95 %)')


if __name__ == '__main__':
    main()
