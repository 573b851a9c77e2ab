#!/bin/sh
# Re-takes the README's pictures headless on the virtual clock (`make readme-screenshots`): each script in
# Scripts/ plays its scene and writes the PNG of the same name here. The curve lab's GIF needs ffmpeg
# (`make record-deps`); without it the GIF is kept.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
playground=${PLAYGROUND:-"$here/../../.build/release/playground"}
shot() { # NAME SCENE SIZE
    "$playground" shot "$2" --size "$3" --script "$here/Scripts/$1.txt" --out "$here" >/dev/null
}
shot locksearch locksearch 1280x800
shot locksearch-pressure locksearch 1280x800
shot floatwindow floatwindow 1280x800
shot floatwindow-push floatwindow 1280x800
shot tabs tabs 1280x800
shot swipepinch swipepinch 1280x800
shot scroll scroll 1280x800
shot inspector bloq 1500x800
shot timeline layers 1500x800
shot onion dragtarget 1500x800
"$playground" shot curvelab --size 1100x660 --out "$here" >/dev/null
"$playground" compare spring --size 800x300 --script "$here/Scripts/spring-tap.txt" --a bouncy --b smooth \
    --out "$here/compare-strip.png" --plot "$here/compare-plot.png" >/dev/null
"$playground" compare spring --size 800x300 --script "$here/Scripts/spring-tap.txt" --a bouncy --b smooth --overlay \
    --out "$here/compare-overlay.png" >/dev/null
if command -v ffmpeg >/dev/null 2>&1; then
    "$playground" record curvelab --size 720x440 --fps 20 --script "$here/Scripts/curvelab.txt" --out "$here/curvelab.gif"
fi
echo "README pictures written to $here"
