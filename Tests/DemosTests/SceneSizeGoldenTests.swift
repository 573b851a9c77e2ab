import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Playground
@testable import PlaygroundHost

/// The launcher and every demo settled in a small window (640 × 420) and a large one (1920 × 1080): the
/// layout fits at both (phone scaled down whole or at 100 % on whole points, hint line shown, captions only
/// where they fit), as goldens; and at every size from 480 × 360 up, nothing leaves the window and the hint
/// line sits inside it.
@Suite struct SceneSizeGoldenTests {
    nonisolated static let scenes = ["launcher", "locksearch", "bloq", "dragtarget", "floatwindow", "tabs", "swipepinch",
                         "transitions", "scroll", "gallery"]

    @Test(arguments: scenes) func small(_ scene: String) throws {
        let runner = try demoTester(scene, size: CGSize(width: 640, height: 420))
        runner.pumpUntilSettled()
        try assertGolden(try runner.frame(), named: scene)
    }

    @Test(arguments: scenes) func large(_ scene: String) throws {
        let runner = try demoTester(scene, size: CGSize(width: 1920, height: 1080))
        runner.pumpUntilSettled()
        try assertGolden(try runner.frame(), named: scene)
    }

    @Test(arguments: scenes) func everySizeFits(_ scene: String) throws {
        let runner = try demoTester(scene, size: CGSize(width: 480, height: 360))
        for size in [CGSize(width: 480, height: 360), CGSize(width: 800, height: 500), CGSize(width: 1024, height: 768),
                     CGSize(width: 1366, height: 768), CGSize(width: 2560, height: 1440), CGSize(width: 3840, height: 2160)] {
            runner.driver.pipeline.resize(to: size, scale: 1)
            runner.pumpUntilSettled()
            let root = runner.driver.pipeline.scene.view
            let window = CGRect(origin: .zero, size: size)
            for subview in root.subviews where !subview.isHidden && subview.alpha > 0 {
                let frame = subview.convert(subview.bounds, to: nil)
                #expect(window.insetBy(dx: -0.5, dy: -0.5).contains(frame) || subview is ScrollView,
                        "\(scene) at \(size): \(type(of: subview)) at \(frame) leaves the window")
            }
            // A phone's hint line (a label under the phone) stays inside the window.
            for case let label as Label in root.subviews where !label.isHidden && (label.text ?? "").contains("·") {
                let frame = label.convert(label.bounds, to: nil)
                #expect(frame.maxY <= size.height && frame.minY >= 0, "\(scene) at \(size): hint at \(frame)")
            }
        }
    }
}
