#!/usr/bin/env bash
# Generates the five voice sets of the caller screen (seed 000 sections 1 and 9, DESIGN.md 6):
#   web/public/voices/<set>/<n>.opus for n = 1..75, each saying the letter and the number ("B 5"),
#   web/public/voices/<set>/<event>.opus, the event phrases (docs/screens.md#caller-rules):
#   game-start, winner, not-winner, card-locked, not-registered, game-over (names in
#   web/src/game/voices/event-phrases.ts).
# Run on a dev machine (not in CI) and commit the clips with this script:
#   apt-get install -y espeak-ng sox opus-tools && bash web/scripts/make-voices.sh
#   bash web/scripts/make-voices.sh events   # only the event phrases (the number clips stay as they are)
# Sets: female (am + female variant), male (am + m3), male1 (am + m1, slower, lower),
# oromo (om voice, Oromo number words), tig (Tigrinya number words read by the am voice:
# espeak-ng has no Tigrinya voice yet; replace when one exists).
# Amharic words are written here by hand (CLDR spell-out rules for am are wrong).
set -euo pipefail
OUT="$(cd "$(dirname "$0")/.." && pwd)/public/voices"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

AM_UNITS=("" "አንድ" "ሁለት" "ሶስት" "አራት" "አምስት" "ስድስት" "ሰባት" "ስምንት" "ዘጠኝ")
AM_TENS=("" "አስር" "ሃያ" "ሰላሳ" "አርባ" "ሃምሳ" "ስልሳ" "ሰባ")
AM_LETTERS=([0]="ቢ" [1]="አይ" [2]="ኤን" [3]="ጂ" [4]="ኦ")
am_number() { # 1-75
  local n=$1 t=$(( $1 / 10 )) u=$(( $1 % 10 ))
  if (( n < 10 )); then echo "${AM_UNITS[$u]}"
  elif (( t == 1 && u > 0 )); then echo "አስራ ${AM_UNITS[$u]}"
  elif (( u == 0 )); then echo "${AM_TENS[$t]}"
  else echo "${AM_TENS[$t]} ${AM_UNITS[$u]}"; fi
}

OM_UNITS=("" "tokko" "lama" "sadii" "afur" "shan" "jaha" "torba" "saddeet" "sagal")
OM_TENS=("" "kudhan" "digdama" "soddoma" "afurtama" "shantama" "jaatama" "torbaatama")
OM_LETTERS=([0]="bii" [1]="aayi" [2]="een" [3]="jii" [4]="oo")
om_number() {
  local n=$1 t=$(( $1 / 10 )) u=$(( $1 % 10 ))
  if (( n < 10 )); then echo "${OM_UNITS[$u]}"
  elif (( t == 1 && u > 0 )); then echo "kudha ${OM_UNITS[$u]}"
  elif (( u == 0 )); then echo "${OM_TENS[$t]}"
  else echo "${OM_TENS[$t]%a}ii ${OM_UNITS[$u]}"; fi
}

TI_UNITS=("" "ሓደ" "ክልተ" "ሰለስተ" "ኣርባዕተ" "ሓሙሽተ" "ሽዱሽተ" "ሸውዓተ" "ሸሞንተ" "ትሽዓተ")
TI_TENS=("" "ዓሰርተ" "ዕስራ" "ሰላሳ" "ኣርብዓ" "ሓምሳ" "ስሳ" "ሰብዓ")
ti_number() {
  local n=$1 t=$(( $1 / 10 )) u=$(( $1 % 10 ))
  if (( n < 10 )); then echo "${TI_UNITS[$u]}"
  elif (( t == 1 && u > 0 )); then echo "ዓሰርተ ${TI_UNITS[$u]}"
  elif (( u == 0 )); then echo "${TI_TENS[$t]}"
  else echo "${TI_TENS[$t]}ን ${TI_UNITS[$u]}ን"; fi
}

# One clip: espeak-ng, silence trimmed at both ends, mono 16 kHz, then small Opus (speech, 12 kbit/s).
# set | espeak voice | speed (wpm) | pitch | text | output file
make_clip() {
  espeak-ng -v "$2" -s "$3" -p "$4" -w "$TMP/raw.wav" "$5"
  sox "$TMP/raw.wav" -r 16000 -c 1 "$TMP/trim.wav" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
  opusenc --quiet --speech --bitrate 12 "$TMP/trim.wav" "$6"
}

# The event phrases, in the order of EVENTS: game start, winner, not a winner, card locked, not
# registered, game over. Amharic and Tigrinya written by hand; Tigrinya (Ge'ez script) is read
# by the Amharic voice like its numbers.
EVENTS=(game-start winner not-winner card-locked not-registered game-over)
AM_EVENTS=("ጨዋታው ጀምሯል" "አሸናፊ ነው" "አላሸነፈም" "ካርዱ ተቆልፏል" "ካርዱ አልተመዘገበም" "ጨዋታው አልቋል")
OM_EVENTS=("Taphni jalqabeera" "Injifateera" "Hin injifanne" "Kaardiin cufameera" "Kaardiin hin galmoofne" "Taphni xumurameera")
TI_EVENTS=("ጸወታ ጀሚሩ" "ተዓዊቱ" "ኣይተዓወተን" "ካርድ ተዓጽዩ" "ካርድ ኣይተመዝገበን" "ጸወታ ተዛዚሙ")

# set | espeak voice | speed (wpm) | pitch | phrases array name
make_events() {
  local set=$1 voice=$2 speed=$3 pitch=$4 phrases=$5
  mkdir -p "$OUT/$set"
  for i in "${!EVENTS[@]}"; do
    local text
    eval "text=\${${phrases}[$i]}"
    make_clip "$set" "$voice" "$speed" "$pitch" "$text" "$OUT/$set/${EVENTS[$i]}.opus"
  done
}

# set | espeak voice | speed (wpm) | pitch | words function | letters array name
make_set() {
  local set=$1 voice=$2 speed=$3 pitch=$4 words=$5 letters=$6
  mkdir -p "$OUT/$set"
  for n in $(seq 1 75); do
    local l=$(( (n - 1) / 15 ))
    local letter
    eval "letter=\${${letters}[$l]}"
    local text="$letter, $($words "$n")"
    make_clip "$set" "$voice" "$speed" "$pitch" "$text" "$OUT/$set/$n.opus"
  done
  echo "$set: $(du -sh "$OUT/$set" | cut -f1)"
}

if [[ "${1:-}" != events ]]; then
  make_set female "am+f3" 150 60 am_number AM_LETTERS
  make_set male "am+m3" 150 45 am_number AM_LETTERS
  make_set male1 "am+m1" 135 35 am_number AM_LETTERS
  make_set oromo "om" 145 45 om_number OM_LETTERS
  make_set tig "am+m2" 140 50 ti_number AM_LETTERS
fi
make_events female "am+f3" 150 60 AM_EVENTS
make_events male "am+m3" 150 45 AM_EVENTS
make_events male1 "am+m1" 135 35 AM_EVENTS
make_events oromo "om" 145 45 OM_EVENTS
make_events tig "am+m2" 140 50 TI_EVENTS
du -sh "$OUT"
