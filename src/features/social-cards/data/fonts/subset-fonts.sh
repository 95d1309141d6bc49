#!/usr/bin/env bash
# Rebuilds the fonts the social cards are drawn with (the files beside this
# script), from Debian's packages:
#
#   apt-get install -y python3-fonttools fonts-inter fonts-noto-cjk
#   bash src/features/social-cards/data/fonts/subset-fonts.sh
#
# - Inter Bold and SemiBold (Latin), cut to Basic Latin, Latin-1 and common
#   punctuation (~23 KB each).
# - Noto Sans CJK SC Bold (Chinese), cut to the 3,755 most common characters
#   (GB 2312 level 1), every Han character used under i18n/zh/ today, and CJK
#   punctuation (~1.3 MB instead of 20 MB). A title with a character outside
#   the set is reported by the build (the character is left out of the card);
#   rerun this script after adding pages with rare characters.
#
# WOFF (zlib-compressed OpenType) because satori reads TTF, OTF and WOFF, not
# WOFF2. Hinting is dropped: the cards are drawn at 28 px and more. The card
# cache key includes a hash of every font file, so new fonts redraw every card.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
site="$(cd "$here/../../../../.." && pwd)"
python=/usr/bin/python3
noto_cjk=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
inter=/usr/share/fonts/opentype/inter

latin='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+2122,U+2190-2193'
cjk_punctuation='U+00B7,U+2014,U+2018-2019,U+201C-201D,U+2026,U+3000-303F,U+FF00-FFEF'

chars="$(mktemp)"
trap 'rm -f "$chars"' EXIT
"$python" - "$site/i18n/zh" >"$chars" <<'PY'
import pathlib, sys

chars = set()
# GB 2312 level 1: rows 0xB0-0xD7, the common characters in pinyin order.
for high in range(0xB0, 0xD8):
    for low in range(0xA1, 0xFF):
        try:
            chars.add(bytes([high, low]).decode('gb2312'))
        except UnicodeDecodeError:
            pass
for path in pathlib.Path(sys.argv[1]).rglob('*'):
    if path.suffix in {'.md', '.mdx', '.json', '.yml'}:
        chars.update(c for c in path.read_text('utf8') if '\u4e00' <= c <= '\u9fff')
sys.stdout.write(''.join(sorted(chars)))
PY

"$python" -m fontTools.subset "$noto_cjk" --font-number=2 \
  --text-file="$chars" --unicodes="$cjk_punctuation" \
  --no-hinting --drop-tables+=vhea,vmtx,VORG,BASE --flavor=woff \
  --output-file="$here/NotoSansCJKsc-Bold.subset.woff"

for weight in Bold SemiBold; do
  "$python" -m fontTools.subset "$inter/Inter-$weight.otf" \
    --unicodes="$latin" --no-hinting --flavor=woff \
    --output-file="$here/Inter-$weight.subset.woff"
done

ls -l "$here"/*.woff
