import Demos
import Foundation
import Playground
import Views

// MARK: spring — the card sent to the other end every 20 frames, so a spring always runs

/// The spring demo's bench case: the space key every 20 frames sends the card back before its 0.8 s spring
/// settles, so every measured frame moves it. (A tap in the window's middle is not a tap at every size: at
/// 1920 × 1080 it could land where the card passes and the card then rested between sends.)
final class SpringCase: BenchScenario {
    let state = "a spring always running: the card sent to the other end every 20 frames, caught mid-flight"

    func prepare(_ d: BenchDriver) throws {
        for i in 0..<30 { d.frame { input(d, frame: i) } }
    }

    func input(_ d: BenchDriver, frame i: Int) {
        if i % 20 == 0 { d.key(.space) }
    }
}
