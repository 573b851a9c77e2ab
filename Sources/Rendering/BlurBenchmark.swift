import CCairo
import Foundation
import Views

/// A full-screen backdrop blur run the way the compositor runs one, for `playground bench`.
///
/// ```swift
/// let blur = BlurBenchmark(framebuffer: fb, parameters: BlurParameters(style: .light))
/// blur.cold()       // rebuild the blurred image and paint it: the cost when the backdrop moved
/// blur.cached()     // paint the kept image: the cost when it did not
/// ```
///
/// `cold()` rebuilds the blurred image from the framebuffer (downsample, box passes, saturation and tint) and
/// paints it; `cached()` paints the image kept from the last rebuild.
@MainActor
public final class BlurBenchmark {
    private let framebuffer: Framebuffer
    private let blur: BlurParameters
    private let sigma: Double
    private let cache = BackdropBlur()
    private let source: UnsafeMutablePointer<UInt32>
    private var generation = 0

    /// A blur with `parameters` (σ in points, here pixels) over the whole of `framebuffer`, whose current
    /// pixels are the backdrop.
    public init(framebuffer: Framebuffer, parameters: BlurParameters, threads: Int = RenderWorkers.defaultThreads) {
        self.framebuffer = framebuffer
        cache.workers = threads > 1 ? RenderWorkers.shared(threads: threads) : nil
        sigma = Double(parameters.radius) * framebuffer.scale
        blur = parameters
        // Keep the backdrop aside, so every cold run blurs the same pixels.
        let count = framebuffer.stride / 4 * framebuffer.height
        source = .allocate(capacity: count)
        source.update(from: framebuffer.bytes.assumingMemoryBound(to: UInt32.self), count: count)
    }

    isolated deinit { source.deallocate() }

    /// Rebuilds the blurred image (as when the backdrop changed) and paints it over the framebuffer.
    public func cold() {
        generation += 1
        cache.update(source: UnsafeMutableRawPointer(source), stride: framebuffer.stride,
                     region: (x: 0, y: 0, w: framebuffer.width, h: framebuffer.height),
                     output: PixelBox(x0: 0, y0: 0, x1: framebuffer.width, y1: framebuffer.height),
                     blur: blur, sigma: sigma, key: generation)
        paint()
    }

    /// Paints the image kept from the last rebuild over the framebuffer.
    public func cached() {
        paint()
    }

    private func paint() {
        let cr = cairo_create(framebuffer.surface)!
        cache.paint(into: cr, deviceOffset: (0, 0))
        cairo_destroy(cr)
        cairo_surface_flush(framebuffer.surface)
    }

    /// How many times the image was rebuilt.
    public var rebuilds: Int { cache.updateCount }
}
