import Foundation
import Playground
import Rendering
import Testing
import TestSupport

/// `playground trace` and `playground compare` as a user types them, on the spring demo.
@Suite struct TraceCommandTests {
    private func temp() -> String { PlaygroundBinary.temporaryPath("trace") }

    /// A tap in the middle: the card springs to the right end.
    private func tapScript() throws -> String {
        let path = temp() + "-tap.txt"
        try "down 400 300\nup\nframes 50\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func traceWritesEveryViewThatAnimates() throws {
        let script = try tapScript(), out = temp() + ".trace"
        defer { for path in [script, out] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try PlaygroundBinary.run(["trace", "spring", "--script", script, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [out])
        let trace = try MotionTrace.load(path: out)
        // Frame 0 when loaded, one a frame of the script (down, up, 50 frames).
        #expect(trace.frameCount == 53)
        #expect(trace.viewNames == ["View[1]"])
        let x = try #require(trace.track(named: "View[1].center.x")).values
        #expect(x.first == 188 && abs(x.last! - 612) < 0.5)
        #expect(x.max()! > 640)                 // the bouncy default overshoots
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("# motion trace · 60 fps · 53 frames"))
    }

    @Test func traceOfChosenViewsByPathTypeOrName() throws {
        let script = try tapScript(), out = temp() + ".trace"
        defer { for path in [script, out] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try PlaygroundBinary.run(["trace", "spring", "--script", script, "--view", "1", "--view", "Label",
                                               "--parameters", "smooth", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try MotionTrace.load(path: out)
        #expect(trace.viewNames == ["View[1]", "Label[2]"])
        #expect(try #require(trace.track(named: "View[1].center.x")).values.max()! < 616)   // smooth: hardly any overshoot
    }

    @Test func traceBadInputIsOneLine() throws {
        let script = try tapScript()
        defer { try? FileManager.default.removeItem(atPath: script) }
        let cases: [([String], String)] = [
            (["trace", "nosuch", "--script", script, "--out", temp()], "unknown scene 'nosuch'"),
            (["trace", "spring", "--script", script, "--view", "9/9", "--out", temp()],
             "--view 9/9: no such view in scene 'spring'; the root's subviews are View[0], View[1], Label[2]"),
            (["trace", "spring", "--script", script, "--out", "/nonexistent-dir/x.trace"], "cannot write /nonexistent-dir/x.trace"),
            (["trace", "spring", "--script", script, "--parameters", "wobbly", "--out", temp()],
             "scene 'spring' has no parameter set 'wobbly'; it declares bouncy, smooth"),
            (["trace", "spring", "--script", temp(), "--out", temp()], "script not found"),
            (["trace", "spring", "--out", temp()], "nothing animated in 'spring' during the run: no trace written"),
        ]
        for (arguments, message) in cases {
            let result = try PlaygroundBinary.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    @Test func compareReportsTheRealFirstDivergenceOfTwoParameterSets() throws {
        let script = try tapScript(), a = temp() + ".trace", b = temp() + ".trace"
        defer { for path in [script, a, b] { try? FileManager.default.removeItem(atPath: path) } }
        for (set, out) in [("bouncy", a), ("smooth", b)] {
            #expect(try PlaygroundBinary.run(["trace", "spring", "--script", script, "--parameters", set, "--out", out]).status == 0)
        }
        // The first frame where the card's x differs by more than 0.01 pt, read off the two traces by hand.
        let xa = try #require(MotionTrace.load(path: a).track(named: "View[1].center.x")).values
        let xb = try #require(MotionTrace.load(path: b).track(named: "View[1].center.x")).values
        let first = try #require(xa.indices.first { abs(xa[$0] - xb[$0]) > 0.01 })
        #expect(first > 1)   // after the tap
        let result = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", "bouncy", "--b", "smooth"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.lines.first { $0.hasPrefix("first divergence:") })
        #expect(line.hasPrefix("first divergence: frame \(first) ("), "\(line)")
        #expect(line.contains("View[1].center.x A \(MotionTrace.number(xa[first])), B \(MotionTrace.number(xb[first])) (ε 0.01)"))
        // The traces written compare the same way; within a loose ε they agree.
        let files = try PlaygroundBinary.run(["compare", "spring", "--a", a, "--b", b])
        #expect(files.lines.contains(line))
        let loose = try PlaygroundBinary.run(["compare", "spring", "--a", a, "--b", b, "--epsilon", "1000"])
        #expect(loose.lines.last == "no divergence beyond ε over 53 frames")
    }

    /// A trace file sets the rate its scene side runs at, and a run compares as its file would read: a
    /// 30 fps trace against its own scene matches at ε 0. Two traces at different rates are refused.
    @Test func compareRunsASceneAtTheTracesRateAndRefusesMixedRates() throws {
        let script = try tapScript(), slow = temp() + ".trace", fast = temp() + ".trace"
        defer { for path in [script, slow, fast] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try PlaygroundBinary.run(["trace", "spring", "--script", script, "--fps", "30", "--out", slow]).status == 0)
        #expect(try PlaygroundBinary.run(["trace", "spring", "--script", script, "--out", fast]).status == 0)
        let same = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", slow, "--b", "bouncy",
                                             "--epsilon", "0"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.lines.last?.hasPrefix("no divergence beyond ε") == true, "\(same.lines)")
        let mixed = try PlaygroundBinary.run(["compare", "spring", "--a", slow, "--b", fast])
        #expect(mixed.status != 0)
        #expect(mixed.stderr.contains("is at 60 fps, the other trace at 30"), "\(mixed.stderr)")
        #expect(mixed.stderr.split(separator: "\n").count == 1)
    }

    @Test func compareDrawsAStripSideBySideAndOverlaid() throws {
        let script = try tapScript(), out = temp() + ".png", overlay = temp() + ".png"
        defer { for path in [script, out, overlay] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", "bouncy", "--b", "smooth",
                                               "--out", out, "--frames", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last == out)
        let strip = try Framebuffer.load(png: out)
        #expect(strip.width == 16 * 2 + 150 + 5 * 250 - 10)
        #expect(strip.height == 84 + 2 * 190 - 10 + 16)
        let ghost = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", "bouncy", "--b", "smooth",
                                              "--out", overlay, "--overlay", "--frames", "5"])
        #expect(ghost.status == 0, "\(ghost.stderr)")
        #expect(try Framebuffer.load(png: overlay).height == 84 + 180 + 16)
    }

    @Test func compareRecordsAClipOfBothRunsFrameByFrame() throws {
        let script = temp() + "-tap.txt", out = temp() + ".mp4"
        defer { for path in [script, out] { try? FileManager.default.removeItem(atPath: path) } }
        try "down 200 100\nup\nframes 50\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", "bouncy", "--b", "smooth",
                                               "--size", "400x200", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last == out)
        // Frame 0 and one a frame of the script (down, up, 50 frames), A beside B.
        #expect(try frameCount(out) == 53)
        #expect(try distinctFrames(out) > 20)
    }

    @Test func compareOpensTheWindowOnBothSides() throws {
        guard let display = VirtualDisplay.forTest() else { return }
        let script = temp() + "-keys.txt"
        defer { try? FileManager.default.removeItem(atPath: script) }
        try "frames 2\nkey Space\nframes 30\n".write(toFile: script, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        let result = try PlaygroundBinary.run(["compare", "spring", "--script", script, "--a", "bouncy", "--b", "smooth",
                                               "--size", "400x200", "--window"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        // The report comes first (Space sends both cards: the springs differ), then the window plays the script.
        #expect(result.lines.contains { $0.hasPrefix("first divergence: frame 4 (") }, "\(result.stdout)")
        let traced = try PlaygroundBinary.run(["compare", "spring", "--a", temp() + ".trace", "--b", "smooth", "--window"])
        #expect(traced.status != 0)
    }

    @Test func compareBadInputIsOneLine() throws {
        let script = try tapScript(), trace = temp() + ".trace"
        defer { for path in [script, trace] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try PlaygroundBinary.run(["trace", "spring", "--script", script, "--out", trace]).status == 0)
        let cases: [([String], String)] = [
            (["compare", "spring", "--a", "bouncy", "--b", "wobbly"], "--b wobbly: not a trace file, a parameter set of 'spring' (bouncy, smooth) or a scene"),
            (["compare", "spring", "--a", trace, "--b", "smooth", "--out", temp() + ".png"], "is a trace, which has no pictures"),
            (["compare", "spring", "--a", "bouncy", "--b", "smooth", "--epsilon", "-1"], "--epsilon -1"),
            (["compare", "spring", "--a", "missing.trace", "--b", "smooth"], "--a"),
            (["compare", "spring", "--a", "bouncy", "--b", "smooth", "--out", temp()], "cannot tell what to draw into"),
            (["compare", "spring", "--a", "bouncy", "--b", "smooth", "--out", temp(), "--format", "webm"],
             "--format webm: not a format (expected png, mp4, gif or apng)"),
            (["compare", "spring", "--a", "bouncy", "--b", "smooth"], "nothing to compare: nothing animated in either run"),
        ]
        for (arguments, message) in cases {
            let result = try PlaygroundBinary.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
