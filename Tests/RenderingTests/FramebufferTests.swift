import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    @Suite struct FramebufferTests {
        @Test func newFramebufferIsTransparentAndSized() {
            let fb = Framebuffer(width: 30, height: 20, scale: 2)
            #expect(fb.width == 30 && fb.height == 20)
            #expect(fb.pointSize == CGSize(width: 15, height: 10))
            #expect(fb.stride >= 30 * 4)
            #expect(fb.pixel(x: 0, y: 0) == 0 && fb.pixel(x: 29, y: 19) == 0)
        }

        @Test func outOfRangePixelsReadAsZero() {
            let fb = Framebuffer(width: 4, height: 4)
            fb.fill(0xFFFF_FFFF)
            #expect(fb.pixel(x: 3, y: 3) == 0xFFFF_FFFF)
            #expect(fb.pixel(x: -1, y: 0) == 0)
            #expect(fb.pixel(x: 4, y: 0) == 0)
            #expect(fb.pixel(x: 0, y: 4) == 0)
        }

        @Test func colorAtPointUsesTheScaleAndUnpremultiplies() {
            let fb = Framebuffer(width: 40, height: 40, scale: 2)
            fb.setPixel(20, 10, 0x8080_4000)   // half-transparent orange, premultiplied
            let c = fb.color(atPoint: CGPoint(x: 10, y: 5))
            #expect(abs(c.alpha - 128.0 / 255) < 1e-6)
            #expect(abs(c.red - 1) < 1e-6)
            #expect(abs(c.green - 64.0 / 128) < 1e-6)
            #expect(c.blue == 0)
            #expect(fb.color(atPoint: CGPoint(x: 1, y: 1)) == .clear)
        }

        @Test func pngRoundTripKeepsPixels() throws {
            let dir = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let fb = Framebuffer(width: 37, height: 23)
            var values: [UInt32] = []
            for y in 0..<fb.height {
                for x in 0..<fb.width {
                    // Opaque colours varying in every channel, plus a transparent and a few translucent pixels.
                    let v: UInt32 = 0xFF00_0000 | UInt32((x * 7) & 0xFF) << 16 | UInt32((y * 11) & 0xFF) << 8 | UInt32((x * y) & 0xFF)
                    values.append(v)
                    fb.setPixel(x, y, v)
                }
            }
            fb.setPixel(0, 0, 0)
            fb.setPixel(1, 0, 0x8040_2000)
            fb.setPixel(2, 0, 0x40_40_00_20)
            let path = dir + "/round-trip.png"
            try fb.writePNG(to: path)
            #expect(FileManager.default.fileExists(atPath: path))
            let loaded = try Framebuffer.load(png: path)
            #expect(loaded.width == 37 && loaded.height == 23)
            var mismatches = 0
            for y in 0..<fb.height {
                for x in 0..<fb.width where fb.pixel(x: x, y: y) != loaded.pixel(x: x, y: y) {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0)
            #expect(loaded.pixel(x: 5, y: 5) == values[5 * 37 + 5])
            #expect(loaded.pixel(x: 1, y: 0) == 0x8040_2000)
            #expect(loaded.pixel(x: 2, y: 0) == 0x4040_0020)
        }

        @Test func loadingAMissingFileThrowsNamingThePath() {
            let path = "/nonexistent-dir-\(UUID().uuidString)/missing.png"
            do {
                _ = try Framebuffer.load(png: path)
                Issue.record("loading \(path) did not throw")
            } catch let error as RenderingError {
                #expect(error == .missingFile(path: path))
                #expect(error.description.contains(path))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func loadingAFileThatIsNoPNGThrowsNamingThePath() throws {
            let dir = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/not-a.png"
            try Data("definitely not a PNG".utf8).write(to: URL(fileURLWithPath: path))
            #expect {
                _ = try Framebuffer.load(png: path)
            } throws: { error in
                guard let e = error as? RenderingError, case .unreadable(let p, _) = e else { return false }
                return p == path && e.description.contains(path)
            }
        }

        @Test func writingIntoAMissingFolderThrowsNamingThePath() {
            let path = "/nonexistent-dir-\(UUID().uuidString)/out.png"
            #expect {
                try Framebuffer(width: 2, height: 2).writePNG(to: path)
            } throws: { error in
                guard let e = error as? RenderingError, case .cannotWrite(let p, _) = e else { return false }
                return p == path && e.description.contains(path)
            }
        }
    }
}
