import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    /// A translucent panel (the host's help) over white keeps its colour's alpha, whatever it holds.
    @Suite struct TranslucentPanelTests {
        @Test(arguments: [false, true], [false, true])
        func aTranslucentPanelBlendsAtItsOwnAlpha(clips: Bool, cached: Bool) throws {
            let compositor = try Compositor()
            compositor.cachesContent = cached
            World.current.textMeasurer = compositor.text
            let root = makeRoot(200, 120, color: .white)
            let panel = makeView(CGRect(x: 20, y: 20, width: 160, height: 80), Color(white: 0.08, alpha: 0.97))
            panel.cornerRadius = 16
            panel.clipsToBounds = clips
            panel.borderWidth = 1
            panel.borderColor = Color(white: 1, alpha: 0.12)
            let label = Label(text: "Esc", font: .systemFont(ofSize: 14), color: .white)
            label.frame = CGRect(x: 10, y: 10, width: 60, height: 20)
            panel.addSubview(label)
            root.addSubview(panel)
            let fb = Framebuffer(width: 200, height: 120, scale: 1)
            for _ in 0..<3 {
                // Drawn again over the same framebuffer (as a host overlay is each frame): the same pixels.
                compositor.redrawsEverythingNextFrame = true
                compositor.render(root, into: fb)
            }
            let expected = 0.08 * 255 * 0.97 + 255 * 0.03
            #expect(abs(Double(fb.argb(120, 70).r) - expected) <= 2, "\(fb.argb(120, 70)) vs \(expected)")
        }
    
        /// Drawn as the host draws its overlay: over what the framebuffer holds, no clearing, no damage tracking.
        @Test func aPanelDrawnOverTheFramebufferKeepsItsAlpha() throws {
            let scene = try Compositor()
            World.current.textMeasurer = scene.text
            let overlay = try Compositor()
            overlay.clearsFramebuffer = false
            overlay.tracksDamage = false
            let fb = Framebuffer(width: 200, height: 120, scale: 1)
            let back = makeRoot(200, 120, color: .white)
            let root = makeRoot(200, 120)
            let panel = makeView(CGRect(x: 20, y: 20, width: 160, height: 80), Color(white: 0.08, alpha: 0.97))
            panel.cornerRadius = 16
            panel.clipsToBounds = true
            let list = ScrollView(frame: CGRect(x: 0, y: 30, width: 160, height: 50))
            let label = Label(text: "Esc", font: .systemFont(ofSize: 14), color: .white)
            label.frame = CGRect(x: 10, y: 0, width: 60, height: 20)
            list.addSubview(label)
            panel.addSubview(list)
            root.addSubview(panel)
            for _ in 0..<3 {
                scene.redrawsEverythingNextFrame = true
                scene.render(back, into: fb)
                overlay.render(root, into: fb)
            }
            let expected = 0.08 * 255 * 0.97 + 255 * 0.03
            #expect(abs(Double(fb.argb(150, 80).r) - expected) <= 2, "\(fb.argb(150, 80)) vs \(expected)")
        }
    }
}
