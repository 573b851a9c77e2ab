import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    /// A view composited from a store resampled while it moved is drawn exactly once it rests, and the frame
    /// that does so reports both passes' pixels as redrawn (what a window uploads).
    @Suite struct ResampledContentTests {
        @Test func aResampledViewIsDrawnExactlyAtRestAndBothPassesCountAsRedrawn() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(200, 120, color: .white)
            let card = makeView(CGRect(x: 20, y: 20, width: 60, height: 40), Color(red: 0.2, green: 0.5, blue: 0.9))
            card.cornerRadius = 10
            let other = makeView(CGRect(x: 140, y: 70, width: 30, height: 30), .black)
            root.addSubview(card)
            root.addSubview(other)
            let fb = Framebuffer(width: 200, height: 120, scale: 1)
            compositor.render(root, into: fb)
            compositor.render(root, into: fb)
            // Moving: scaled down a little each frame, the store is resampled (never magnified); in the last moving frame something
            // else changes too.
            card.transform = CGAffineTransform(scaleX: 0.97, y: 0.97)
            compositor.render(root, into: fb)
            #expect(compositor.showsResampledContent)
            card.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
            other.backgroundColor = .red
            compositor.render(root, into: fb)
            #expect(compositor.showsResampledContent, "the card moved in the last frame: still resampled")
            var rects: [PixelBox] = []
            compositor.renderResampledContentExactly(root, into: fb)
            compositor.forEachRedrawnRect { rects.append(PixelBox(x0: $0, y0: $1, x1: $0 + $2, y1: $1 + $3)) }
            #expect(!compositor.showsResampledContent)
            #expect(rects.contains { $0.intersects(PixelBox(x0: 145, y0: 75, x1: 165, y1: 95)) },
                    "the earlier pass's damage (the recoloured square) is still reported: \(rects)")
            #expect(rects.contains { $0.intersects(PixelBox(x0: 30, y0: 30, x1: 70, y1: 50)) }, "the card redrawn: \(rects)")
            // What rests on screen is what direct drawing makes.
            let direct = try Compositor()
            direct.cachesContent = false
            let reference = render(root, with: direct)
            var largest = 0
            for y in 0..<120 {
                for x in 0..<200 {
                    let a = fb.argb(x, y), b = reference.argb(x, y)
                    largest = max(largest, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                }
            }
            #expect(largest <= 8, "at rest the stores match direct drawing (largest difference \(largest))")
        }
    }
}
