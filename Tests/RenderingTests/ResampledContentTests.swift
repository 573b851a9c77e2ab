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

extension RenderingSuite {
    /// A store seen almost edge on (a card turning through 90°, flattened to a sliver) maps device pixels to store
    /// pixels with entries beyond 16.16 fixed point: it is drawn by cairo instead of trapping (found in the
    /// window, flipping the layers scene's card).
    @Suite struct EdgeOnStoreTests {
        @Test func aStoreSeenAlmostEdgeOnIsDrawnWithoutTrapping() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(1280, 400, color: .white)
            let card = makeView(CGRect(x: 640, y: 100, width: 96, height: 96), Color(red: 0.2, green: 0.5, blue: 0.9))
            card.cornerRadius = 12
            card.borderWidth = 2
            card.borderColor = .black
            root.addSubview(card)
            let fb = Framebuffer(width: 1280, height: 400, scale: 1)
            compositor.render(root, into: fb)
            compositor.render(root, into: fb)
            for scale in [0.5, 0.1, 0.001, 0.02, 0.0139] {
                card.transform = CGAffineTransform(scaleX: CGFloat(scale), y: 1)
                compositor.render(root, into: fb)
            }
            // The sliver is drawn where the card's centre is: dark (its border) or blue, not white.
            let p = fb.argb(688, 148)
            #expect(p.r < 200, "drawn: \(p)")
        }
    }
}

extension RenderingSuite {
    /// Absurd shadows (a radius of 10⁹, a shadow path 10¹⁹ wide) draw no shadow instead of overflowing.
    @Suite struct AbsurdShadowTests {
        @Test func absurdShadowsAreSkipped() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(200, 120, color: .white)
            let card = Layer()
            card.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            card.position = CGPoint(x: 100, y: 60)
            card.backgroundColor = Color.black.cgColor
            card.shadowOpacity = 1
            card.shadowRadius = 1e9
            root.layer.addSublayer(card)
            let fb = Framebuffer(width: 200, height: 120, scale: 1)
            compositor.render(root, into: fb)
            card.shadowRadius = 3
            card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1e19, height: 10), transform: nil)
            compositor.render(root, into: fb)
            #expect(fb.argb(100, 60).r < 10, "the layer itself is drawn")
        }
    }
}
