import Foundation
import Rendering
import Testing
import PlaygroundTesting

/// The window shows what the tests test: a scripted run in the real SDL window under Xvfb matches the headless
/// render of the same frames — presented both ways: through a streaming texture (read back with
/// SDL_RenderReadPixels), and drawn into the window's own surface, as it is without a GPU (read back from those
/// pixels, which the X server shows).
@Suite struct WindowTests {
    private func temp(_ name: String) -> String { PlaygroundBinary.temporaryPath("window-" + name) }

    @Test(arguments: ["texture", "surface"])
    func presentedFrameMatchesTheHeadlessRender(present: String) throws {
        guard let display = VirtualDisplay.forTest() else { return }
        let scriptPath = temp("script") + ".txt"
        // In Bloq, drag the green block half a cell (a paused, scrubbed animator), read the frame back, then
        // release it and read a frame mid-spring.
        try """
        frames 2
        down 529 280
        move 570 280 10
        shot dragging
        up
        frames 4
        shot released
        """.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let windowOut = temp("window"), headlessOut = temp("headless")
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env["PLAYGROUND_PRESENT"] = present
        let window = try PlaygroundBinary.run(["run", "bloq", "--size", "1280x800", "--script", scriptPath,
                                               "--out", windowOut, "--stats"], environment: env)
        #expect(window.status == 0, "\(window.stderr)")
        // --stats names the way frames were presented.
        #expect(window.stderr.contains("own surface") == (present == "surface"), "\(window.stderr)")
        let headless = try PlaygroundBinary.run(["shot", "bloq", "--size", "1280x800", "--script", scriptPath,
                                                 "--out", headlessOut])
        #expect(headless.status == 0, "\(headless.stderr)")
        for shot in ["dragging", "released"] {
            let presented = try Framebuffer.load(png: windowOut + "/\(shot).png")
            let rendered = try Framebuffer.load(png: headlessOut + "/\(shot).png")
            #expect(presented.width == 1280 && presented.height == 800)
            let result = try #require(PixelMatch(threshold: 0.05).compare(rendered, presented))
            #expect(result.differing == 0, "\(shot): \(result.differing) pixels differ between the window and the headless frame")
            // The green block is where the drag put it (not a blank window): its colour at the dragged center.
            let green = presented.color(atPoint: CGPoint(x: 570, y: 280))
            #expect(green.green > 0.6 && green.red < 0.4, "\(shot): \(green)")
        }
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
