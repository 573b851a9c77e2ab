import Foundation
import Rendering
import Testing
import VisualTesting

/// The window shows what the tests test: a scripted run in the real SDL window under Xvfb, read back with
/// SDL_RenderReadPixels, matches the headless render of the same frames.
@Suite struct WindowTests {
    private func temp(_ name: String) -> String {
        NSTemporaryDirectory() + "playground-window-" + name + "-" + UUID().uuidString
    }

    @Test func presentedFrameMatchesTheHeadlessRender() throws {
        guard let display = VirtualDisplay() else {
            Issue.record("Xvfb is not installed: `make test` installs it (apt package xvfb)")
            return
        }
        let scriptPath = temp("script") + ".txt"
        // Open the gallery from the launcher by clicking its row, let it settle, and read the frame back.
        try """
        frames 2
        down 640 172
        up
        frames 3
        shot gallery
        """.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let windowOut = temp("window"), headlessOut = temp("headless")
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        let window = try PlaygroundBinary.run(["run", "launcher", "--size", "1280x800", "--script", scriptPath,
                                               "--out", windowOut], environment: env)
        #expect(window.status == 0, "\(window.stderr)")
        let headless = try PlaygroundBinary.run(["shot", "launcher", "--size", "1280x800", "--script", scriptPath,
                                                 "--out", headlessOut])
        #expect(headless.status == 0, "\(headless.stderr)")
        let presented = try Framebuffer.load(png: windowOut + "/gallery.png")
        let rendered = try Framebuffer.load(png: headlessOut + "/gallery.png")
        #expect(presented.width == 1280 && presented.height == 800)
        let result = try #require(PixelMatch(threshold: 0.05).compare(rendered, presented))
        #expect(result.differing == 0, "\(result.differing) pixels differ between the window and the headless frame")
        // The frame really is the gallery (dark background, not a blank window).
        #expect(rendered.pixel(x: 5, y: 5) != presented.pixel(x: 640, y: 400) || result.differing == 0)
        for dir in [windowOut, headlessOut] { try? FileManager.default.removeItem(atPath: dir) }
        try? FileManager.default.removeItem(atPath: scriptPath)
    }

    @Test func windowWithoutADisplaySaysSoInOneLine() throws {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        let result = try PlaygroundBinary.run(["run", "gallery"], environment: env)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.contains("no display"))
        #expect(result.stderr.contains("playground shot"))
        #expect(result.stderr.contains("xvfb-run"))
    }
}
