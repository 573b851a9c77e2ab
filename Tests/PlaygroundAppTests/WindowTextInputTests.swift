import Foundation
import Rendering
import Testing
import PlaygroundTesting

/// Text input in the real SDL window under Xvfb: a script's `text` and `compose` lines are pushed onto SDL's
/// event queue as SDL_TEXTINPUT, SDL_TEXTEDITING and (too long for it) SDL_TEXTEDITING_EXT events — only
/// while the window's text input is on, as a keyboard's text only arrives then — and come back through the
/// window's event handling into the focused search field. The frames read back from the window match the
/// headless run, where the same lines go straight to the pipeline.
@Suite struct WindowTextInputTests {
    private func temp(_ name: String) -> String { PlaygroundBinary.temporaryPath("window-text-" + name) }

    @Test func typedTextAndCompositionsArriveThroughSDLsTextEvents() throws {
        guard let display = VirtualDisplay.forTest() else { return }
        let scriptPath = temp("script") + ".txt"
        // LockSearch at 1280×800: the search bar is at (469…811, 91…131). Text before it is focused is lost
        // (text input is off); then pinyin, a composition of 36 bytes (SDL_TEXTEDITING_EXT), and a commit with
        // a line of 40 bytes (two SDL_TEXTINPUT events).
        try """
        frames 30
        text "lost"
        frames 1
        shot before
        down 560 110
        up
        frames 40
        text "Hello "
        compose "ni" 2
        frames 1
        shot composing
        compose "你好你好你好你好你好你好" 12
        frames 1
        shot long-composition
        compose "你好" 2
        text "你好, and a longer line"
        frames 2
        shot typed
        """.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }
        let windowOut = temp("window"), headlessOut = temp("headless")
        defer { for dir in [windowOut, headlessOut] { try? FileManager.default.removeItem(atPath: dir) } }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        let window = try PlaygroundBinary.run(["run", "locksearch", "--size", "1280x800", "--script", scriptPath,
                                               "--out", windowOut], environment: env)
        #expect(window.status == 0, "\(window.stderr)")
        let headless = try PlaygroundBinary.run(["shot", "locksearch", "--size", "1280x800", "--script", scriptPath,
                                                 "--out", headlessOut])
        #expect(headless.status == 0, "\(headless.stderr)")
        var shots: [String: Framebuffer] = [:]
        for shot in ["before", "composing", "long-composition", "typed"] {
            let presented = try Framebuffer.load(png: windowOut + "/\(shot).png")
            let rendered = try Framebuffer.load(png: headlessOut + "/\(shot).png")
            let result = try #require(PixelMatch(threshold: 0.05).compare(rendered, presented))
            #expect(result.differing == 0, "\(shot): \(result.differing) pixels differ between the window and the headless frame")
            shots[shot] = presented
        }
        // The text did arrive (in both): each step changed the search field, and "lost" never showed.
        let field = (x: 505, y: 96, width: 300, height: 30)
        func fieldPixels(_ shot: String) -> [UInt32] {
            guard let image = shots[shot] else { return [] }
            var pixels: [UInt32] = []
            for y in field.y..<(field.y + field.height) {
                for x in field.x..<(field.x + field.width) { pixels.append(image.pixel(x: x, y: y)) }
            }
            return pixels
        }
        func changed(_ a: String, _ b: String) -> Int { zip(fieldPixels(a), fieldPixels(b)).filter { $0 != $1 }.count }
        #expect(changed("before", "composing") > 300)
        #expect(changed("composing", "long-composition") > 300)
        #expect(changed("long-composition", "typed") > 300)
    }
}
