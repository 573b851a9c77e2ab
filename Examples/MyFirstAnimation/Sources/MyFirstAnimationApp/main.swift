import MyFirstAnimation
import Playground

// `swift run` opens the window on a launcher of these scenes; `swift run MyFirstAnimationApp run card` opens one;
// `list`, `shot`, `bench`, `curve` work as they do for `playground`.
Playground.main(scenes: [CardScene.self])
