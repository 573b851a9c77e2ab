import Demos
import Foundation
import Playground
import Views

// MARK: spring — the card sent to the other end every 20 frames, so a spring always runs

/// The spring demo's bench case: a tap in the middle every 20 frames (down in one frame, up in the next)
/// sends the card back before its 0.8 s spring settles, so every measured frame moves it.
final class SpringCase: BenchScenario {
    let state = "a spring always running: the card sent to the other end every 20 frames, caught mid-flight"

    func prepare(_ d: BenchDriver) throws {
        for i in 0..<30 { d.frame { input(d, frame: i) } }
    }

    func input(_ d: BenchDriver, frame i: Int) {
        switch i % 20 {
        case 0: d.down(CGPoint(x: d.root.bounds.midX, y: d.root.bounds.midY))
        case 1: d.up()
        default: break
        }
    }
}
