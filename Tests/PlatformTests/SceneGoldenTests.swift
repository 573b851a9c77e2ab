import Foundation
import Testing
import VisualTesting
@testable import Platform

/// Golden screenshots of scenes at their first settled frame.
@Suite struct SceneGoldenTests {
    private func settledFrame(_ scene: String) throws -> HeadlessRunner {
        let runner = try HeadlessRunner(scene: scene, size: CGSize(width: 1280, height: 800),
                                        outputDirectory: NSTemporaryDirectory())
        runner.settle()
        return runner
    }

    @Test func gallery() throws {
        try assertSnapshot(try settledFrame("gallery").currentFrame(), named: "settled")
    }

    @Test func launcher() throws {
        try assertSnapshot(try settledFrame("launcher").currentFrame(), named: "settled")
    }
}
