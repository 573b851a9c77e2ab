import Foundation
import Views

/// The emitter scene's particle images, made in code (white, so the cells' colours tint them).
///
/// ```swift
/// cell.contents = ParticleImages.dot(diameter: 16, softness: 0.5)   // a soft snowflake
/// cell.contents = ParticleImages.paper(width: 10, height: 16)       // a piece of confetti
/// ```
enum ParticleImages {
    /// A white disc, `softness` (0…1) of its radius fading out to the edge.
    static func dot(diameter: Int, softness: Double = 0) -> Image {
        let r = Double(diameter) / 2
        let soft = max(softness, 0) * r
        return white(width: diameter, height: diameter) { x, y in
            let d = ((x - r) * (x - r) + (y - r) * (y - r)).squareRoot()
            let edge = min(max(r - d + 0.5, 0), 1)                 // anti-aliased rim
            guard soft > 0 else { return edge }
            return edge * min(max((r - d) / soft, 0), 1)
        }
    }

    /// A white rectangle with anti-aliased edges (a piece of paper).
    static func paper(width: Int, height: Int) -> Image {
        white(width: width, height: height) { _, _ in 1 }
    }

    /// A white image of `coverage` sampled at each pixel's centre.
    private static func white(width: Int, height: Int, coverage: (Double, Double) -> Double) -> Image {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32((min(max(coverage(Double(x) + 0.5, Double(y) + 0.5), 0), 1) * 255).rounded())
                pixels[y * width + x] = a << 24 | a << 16 | a << 8 | a
            }
        }
        return Image(width: width, height: height, premultipliedARGB: pixels)
    }
}
