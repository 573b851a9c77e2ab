import CSDL2
import Foundation
import Rendering
import PlaygroundHost

/// Presenting without a GPU: when SDL's renderer would draw on the CPU anyway (its software renderer, or
/// OpenGL on Mesa's llvmpipe or softpipe — Xvfb, a VM, a remote desktop), the window's own pixels (SDL's
/// window surface: on X11 an image the server reads, through shared memory where it offers MIT-SHM) are the
/// pipeline's framebuffer. The compositor draws
/// straight into them and each frame sends the server only the rectangles it redrew: no texture, no upload,
/// no copy. A renderer that has a GPU keeps the streaming texture, with vsync.
///
/// ```swift
/// if WindowSurface.isSoftware(renderer: renderer, name: "opengl") { surface = WindowSurface(window: window) }
/// surface?.adopt(into: pipeline)            // after opening, and after every resize
/// surface?.present(pipeline, whole: false)  // each frame that drew: its redrawn rectangles
/// ```
///
/// A `Framebuffer(wrapping:)` on the surface must not outlive it: the window gives the pipeline a copy of its own
/// before it closes, and SDL's surface is adopted again after every resize.
@MainActor
final class WindowSurface {
    private let window: OpaquePointer
    /// The framebuffer on the window's pixels (nil until adopted, or when the surface cannot be drawn on).
    private(set) var framebuffer: Framebuffer?
    /// The redrawn rectangles handed to SDL (storage made once; more are sent as their bounding box).
    private let rects = UnsafeMutablePointer<SDL_Rect>.allocate(capacity: WindowSurface.maxRects)
    private static let maxRects = 64

    /// Whether `renderer` draws without a GPU: SDL's software renderer, or OpenGL whose renderer string names a
    /// software rasterizer. `PLAYGROUND_PRESENT=texture` (or `surface`) decides instead.
    static func isSoftware(renderer: OpaquePointer, name: String?) -> Bool {
        switch ProcessInfo.processInfo.environment["PLAYGROUND_PRESENT"] {
        case "texture": return false
        case "surface": return true
        case nil, "": break
        case let other?:
            FileHandle.standardError.write(Data("playground: PLAYGROUND_PRESENT=\(other) is neither texture nor surface; choosing by the renderer\n".utf8))
        }
        if name == "software" { return true }
        guard name?.hasPrefix("opengl") == true, let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        guard let text = glGetString(0x1F01) else { return false }    // GL_RENDERER
        let gl = String(cString: text).lowercased()
        return gl.contains("llvmpipe") || gl.contains("softpipe") || gl.contains("software rasterizer")
    }

    /// The window's own surface, without SDL's emulation of it through a renderer (which would bring the
    /// software GL back); nil when SDL cannot give one.
    init?(window: OpaquePointer) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        self.window = window
        guard surfacePixels() != nil else { return nil }
    }

    isolated deinit { rects.deallocate() }

    /// The window surface's pixels when they are 32-bit B, G, R, (A or unused) in memory — what cairo's ARGB32
    /// draws — with their size and row stride.
    private func surfacePixels() -> (pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int)? {
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels,
              let format = surface.pointee.format?.pointee else { return nil }
        let f = format.format
        guard f == SDL_PIXELFORMAT_ARGB8888.rawValue || f == SDL_PIXELFORMAT_RGB888.rawValue,
              surface.pointee.pitch % 4 == 0 else { return nil }
        return (pixels, Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
    }

    /// The window's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Makes the window's pixels the pipeline's framebuffer (after opening, and after every resize: SDL then
    /// makes new ones). Returns whether it could.
    @discardableResult
    func adopt(into pipeline: FramePipeline) -> Bool {
        guard let p = surfacePixels(), p.width == pipeline.framebuffer.width, p.height == pipeline.framebuffer.height
        else {
            framebuffer = nil
            return false
        }
        // The same pixels already adopted (SIZE_CHANGED and RESIZED both arrive): nothing to do.
        if let framebuffer, framebuffer === pipeline.framebuffer, adoptedPixels == p.pixels { return true }
        let fb = Framebuffer(wrapping: p.pixels, width: p.width, height: p.height, stride: p.stride,
                             scale: pipeline.framebuffer.scale)
        // The pipeline's own last frame carried over: what shows before the next frame (drawn whole) is not
        // undrawn memory. (Never from pixels adopted before: SDL may have freed them.)
        if pipeline.framebuffer !== framebuffer { fb.copyPixels(from: pipeline.framebuffer) }
        framebuffer = fb
        adoptedPixels = p.pixels
        pipeline.adopt(fb)
        return true
    }
    /// The pixels last adopted.
    private var adoptedPixels: UnsafeMutableRawPointer?

    /// Sends the server the rectangles the last frame redrew (`whole`: every pixel). False when SDL refused (its
    /// surface was made anew): adopt again.
    @discardableResult
    func present(_ pipeline: FramePipeline, whole: Bool) -> Bool {
        var n = 0
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        if !whole {
            pipeline.forEachRedrawnRect { x, y, w, h in
                if n < Self.maxRects { rects[n] = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h)) }
                n += 1
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + w); y1 = max(y1, y + h)
            }
        }
        if whole || n > Self.maxRects {
            let (w, h) = whole ? pixelSize : (x1 - x0, y1 - y0)
            rects[0] = whole ? SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h)) : SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(w), h: Int32(h))
            n = 1
        }
        guard n > 0 else { return true }
        return SDL_UpdateWindowSurfaceRects(window, rects, Int32(n)) == 0
    }
}
