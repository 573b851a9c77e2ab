import CCairo
import CSDL2
import Foundation
import Views

/// A rendered run of text: a premultiplied cairo surface in pixels.
final class TextRaster {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// pixman images on the surface, made at the first paint straight through pixman.
    private(set) lazy var images: SurfaceImages? = SurfaceImages(surface: surface)

    init(surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    isolated deinit { cairo_surface_destroy(surface) }
}

/// Sets text with SDL2_ttf (UTF-8, blended) into premultiplied cairo surfaces, caching fonts per pixel size.
/// One face (WenQuanYi Micro Hei) covers Latin and CJK; bold weights use the face's synthetic bold.
///
/// ```swift
/// let text = try TextRenderer()                        // the bundled font
/// text.size(of: "Hello 你好", font: .systemFont(ofSize: 17))
/// world.textMeasurer = text                            // labels now measure with the real face
/// ```
@MainActor
public final class TextRenderer: TextMeasuring {
    private var fonts: [Int: OpaquePointer] = [:]
    /// The font file mapped into memory once (as FreeType maps a file it opens itself): each size is parsed
    /// from there. Through SDL's file stream FreeType seeks and reads the file anew for every size — thousands
    /// of system calls before the first frame; mapped, it touches only the pages it reads (3–5 ms sooner).
    private let fontData: UnsafeMutableRawBufferPointer
    /// The sizes and rasters of the texts set most recently: a text that changes every frame through a few
    /// values (a percentage scrubbed back and forth, a counter's font size popping) is set by SDL_ttf once
    /// per value, then found here, allocating nothing. Bounded: the least recently used go first.
    private var measured = RecentCache<MeasureKey, (w: Int, h: Int)>(limit: TextRenderer.measuredLimit)
    private var rendered = RecentCache<RenderKey, TextRaster>(limit: TextRenderer.renderedLimit,
                                                              budget: TextRenderer.renderedBudget)
    /// At most this many sizes and rasters are kept, the rasters within this many bytes.
    static let measuredLimit = 512
    static let renderedLimit = 96
    static let renderedBudget = 32 << 20
    /// Texts set by SDL_ttf (not found among the recent ones) since the renderer was made, and how many sizes
    /// and rasters are kept now: tests read them.
    private(set) var setCount = 0
    var keptCounts: (measured: Int, rendered: Int) { (measured.count, rendered.count) }

    private struct MeasureKey: Hashable {
        let text: String
        let pixelSize: Int
        let bold: Bool
    }

    private struct RenderKey: Hashable {
        let text: String
        let pixelSize: Int
        let bold: Bool
        let color: Color
        let wrapWidth: Int?
        let maxWidth: Int?
        let maxLines: Int
        let alignment: TextAlignment
    }

    /// Loads the bundled font; throws an error naming the file when it is missing or unreadable.
    public init(fontPath: String? = nil) throws {
        let path = try fontPath ?? AssetLocator.path("Fonts/wqy-microhei.ttc")
        guard FileManager.default.fileExists(atPath: path) else { throw RenderingError.missingFile(path: path) }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw RenderingError.font(path: path, reason: String(cString: SDL_GetError()))
        }
        guard let data = TextRenderer.map(path) else {
            throw RenderingError.font(path: path, reason: "unreadable")
        }
        fontData = data
        guard font(pixelSize: 17, bold: false) != nil else {
            throw RenderingError.font(path: path, reason: String(cString: SDL_GetError()))
        }
    }

    isolated deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        munmap(fontData.baseAddress, fontData.count)
    }

    /// The file at `path` mapped read-only, or nil (not a regular file, empty, over 256 MB, or not mappable).
    private static func map(_ path: String) -> UnsafeMutableRawBufferPointer? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)   // a FIFO must not block: it is refused below
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
              info.st_size <= 256 << 20 else { return nil }
        let size = Int(info.st_size)
        guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
        return UnsafeMutableRawBufferPointer(start: p, count: size)
    }

    private func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
        let key = pixelSize * 2 + (bold ? 1 : 0)
        if let font = fonts[key] { return font }
        guard let stream = SDL_RWFromConstMem(fontData.baseAddress, Int32(fontData.count)),
              let font = TTF_OpenFontIndexRW(stream, 1, Int32(max(pixelSize, 1)), 0) else { return nil }
        if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        fonts[key] = font
        return font
    }

    static func pixelSize(_ font: Font, scale: Double) -> Int { max(Int((Double(font.pointSize) * scale).rounded()), 1) }

    /// The size of one line of text in points.
    public func size(of text: String, font: Font) -> CGSize {
        measure(text, font: font, scale: 2).map { CGSize(width: CGFloat($0.w) / 2, height: CGFloat($0.h) / 2) } ?? .zero
    }

    private func measure(_ text: String, font: Font, scale: Double) -> (w: Int, h: Int)? {
        guard !text.isEmpty else { return nil }
        let key = MeasureKey(text: text, pixelSize: TextRenderer.pixelSize(font, scale: scale), bold: font.weight >= .semibold)
        if let size = measured.value(for: key) { return size }
        guard let f = self.font(pixelSize: key.pixelSize, bold: key.bold) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, TextRenderer.displayed(text), &w, &h)
        let size = (w: Int(w), h: Int(h))
        measured.insert(size, for: key)
        return size
    }

    /// Renders `text` in `color`, wrapped to `wrapWidth` pixels when given (at most `maxLines` lines unless 0,
    /// the last one then ending in an ellipsis), or on one line truncated with an ellipsis to `maxWidth` pixels.
    func render(_ text: String, font: Font, color: Color, scale: Double, wrapWidth: Int?, maxWidth: Int?,
                maxLines: Int = 0, alignment: TextAlignment) -> TextRaster? {
        guard !text.isEmpty else { return nil }
        let key = RenderKey(text: text, pixelSize: TextRenderer.pixelSize(font, scale: scale), bold: font.weight >= .semibold,
                            color: color, wrapWidth: wrapWidth, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment)
        if let raster = rendered.value(for: key) { return raster }
        guard let raster = set(text, font: font, color: color, scale: scale, wrapWidth: wrapWidth, maxWidth: maxWidth,
                               maxLines: maxLines, alignment: alignment) else { return nil }
        rendered.insert(raster, for: key, cost: raster.height * Int(cairo_image_surface_get_stride(raster.surface)))
        return raster
    }

    /// Sets `text` with SDL_ttf (what `render` does when it has not set the same text recently).
    private func set(_ text: String, font: Font, color: Color, scale: Double, wrapWidth: Int?, maxWidth: Int?,
                     maxLines: Int, alignment: TextAlignment) -> TextRaster? {
        guard let f = self.font(pixelSize: TextRenderer.pixelSize(font, scale: scale), bold: font.weight >= .semibold)
        else { return nil }
        setCount &+= 1
        let text = TextRenderer.displayed(text)
        var line = text
        if wrapWidth == nil, let maxWidth, let size = measure(text, font: font, scale: scale), size.w > maxWidth {
            line = truncated(text, font: f, maxWidth: maxWidth)
        } else if let wrapWidth, maxLines > 1 {
            line = limited(text, font: f, width: wrapWidth, lines: maxLines)
        }
        let sdlColor = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let rendered: UnsafeMutablePointer<SDL_Surface>?
        if let wrapWidth {
            switch alignment {
            case .center: TTF_SetFontWrappedAlign(f, TTF_WRAPPED_ALIGN_CENTER)
            case .right: TTF_SetFontWrappedAlign(f, TTF_WRAPPED_ALIGN_RIGHT)
            default: TTF_SetFontWrappedAlign(f, TTF_WRAPPED_ALIGN_LEFT)
            }
            rendered = TTF_RenderUTF8_Blended_Wrapped(f, line, sdlColor, UInt32(max(wrapWidth, 1)))
        } else {
            rendered = TTF_RenderUTF8_Blended(f, line, sdlColor)
        }
        guard let sdl = rendered else { return nil }
        defer { SDL_FreeSurface(sdl) }
        return premultiplied(sdl, color: color)
    }

    /// `text` wrapped at spaces to `width` pixels (each paragraph greedily, a word wider than the line on its
    /// own line), kept to `lines` lines: the last kept line takes the rest, truncated with an ellipsis.
    private func limited(_ text: String, font: OpaquePointer, width: Int, lines: Int) -> String {
        func fits(_ s: String) -> Bool {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(font, s, &w, &h)
            return Int(w) <= width
        }
        var wrapped: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty && !fits(candidate) {
                    wrapped.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            wrapped.append(current)
        }
        guard wrapped.count > lines else { return text }
        let rest = wrapped[(lines - 1)...].joined(separator: " ")
        return (wrapped[..<(lines - 1)] + [truncated(rest, font: font, maxWidth: width)]).joined(separator: "\n")
    }

    private func truncated(_ text: String, font: OpaquePointer, maxWidth: Int) -> String {
        let chars = Array(text)
        var lo = 0, hi = chars.count
        func width(_ n: Int) -> Int {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(font, String(chars[0..<n]) + TextRenderer.ellipsis(after: n > 0 ? chars[n - 1] : nil), &w, &h)
            return Int(w)
        }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(mid) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return String(chars[0..<lo]) + TextRenderer.ellipsis(after: lo > 0 ? chars[lo - 1] : nil)
    }

    /// The face's "…" is a CJK ellipsis (three dots centred on the line, right after Chinese or Japanese text);
    /// after Latin text it would float, so there it is set as three full stops on the baseline.
    static func ellipsis(after character: Character?) -> String {
        guard let scalar = character?.unicodeScalars.first else { return "..." }
        return isCJK(scalar) ? "…" : "..."
    }

    /// `text` as set: each "…" after a character that is not CJK becomes "..." (see `ellipsis(after:)`).
    static func displayed(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{2026}") else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\u{2026}" {
                // An ellipsis follows what precedes it (so Chinese "……" stays two CJK ellipses).
                if previous.map(isCJK) ?? false { out.append(scalar) } else { out.append(contentsOf: "...".unicodeScalars) }
            } else {
                out.append(scalar)
                previous = scalar
            }
        }
        return String(out)
    }

    /// Han, kana, Hangul, CJK punctuation and full-width forms.
    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x2FFFF: true
        default: false
        }
    }

    /// Copies a blended (straight-alpha ARGB8888, white) SDL surface into a premultiplied cairo surface tinted `color`.
    private func premultiplied(_ sdl: UnsafeMutablePointer<SDL_Surface>, color: Color) -> TextRaster? {
        let w = Int(sdl.pointee.w), h = Int(sdl.pointee.h)
        guard w > 0, h > 0 else { return nil }
        let converted = sdl.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
            ? sdl : SDL_ConvertSurfaceFormat(sdl, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        guard let src = converted else { return nil }
        defer { if src != sdl { SDL_FreeSurface(src) } }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cairo_surface_flush(surface)
        let dst = cairo_image_surface_get_data(surface)!
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        let srcStride = Int(src.pointee.pitch)
        let srcBase = src.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let ca = UInt32(min(max(color.alpha, 0), 1) * 255 + 0.5)
        let cr = UInt32(color.red * 255 + 0.5), cg = UInt32(color.green * 255 + 0.5), cb = UInt32(color.blue * 255 + 0.5)
        for y in 0..<h {
            let srow = UnsafeRawPointer(srcBase + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let drow = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let a = ((srow[x] >> 24) * ca + 127) / 255
                drow[x] = a << 24 | ((cr * a + 127) / 255) << 16 | ((cg * a + 127) / 255) << 8 | ((cb * a + 127) / 255)
            }
        }
        cairo_surface_mark_dirty(surface)
        return TextRaster(surface: surface, width: w, height: h)
    }
}
