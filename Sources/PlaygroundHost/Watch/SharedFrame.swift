@preconcurrency import Glibc
import Foundation
import Rendering

/// The frame a scene's process draws for the watch window: premultiplied ARGB8888 pixels in shared memory
/// (a memfd both processes map), behind a small header and a process-shared lock.
///
/// ```swift
/// let shared = try SharedFrame(capacityWidth: 2560, capacityHeight: 1600)     // the window's side
/// // the scene's side, with the memfd inherited as fd 4:
/// let child = try SharedFrame(mapping: 4)
/// child.publish(framebuffer, rects: { body in pipeline.forEachRedrawnRect(body) })
/// // the window's side again:
/// shared.consume { pixels, width, height, stride, box in … }               // only when a new frame is there
/// ```
///
/// Header: magic, capacity width and height, the frame's width and height, a sequence number bumped by each
/// publish, the box of pixels changed since the window last consumed, then a robust process-shared mutex (a
/// scene that dies holding it leaves it to the window, not deadlocked). The pixels have a row stride of the
/// capacity width: a resize within the capacity needs no new memory.
nonisolated public final class SharedFrame: @unchecked Sendable {
    package static let magic: UInt32 = 0x5047_5746     // "PGWF"
    package static let headerSize = 128
    private static let mutexOffset = 64

    /// The memfd (the window passes it to the scene's process).
    public let fd: Int32
    package let base: UnsafeMutableRawPointer
    package let length: Int
    public let capacityWidth: Int
    public let capacityHeight: Int
    private var lastSeq: UInt64 = 0
    /// The next consume reports the whole frame (asked by `markWholeChanged`; the window's side only).
    private var wholePending = false
    /// How long the window waits for the lock before it skips a frame (a scene stopped while holding it).
    package static let consumeTimeout: TimeInterval = 0.005

    /// New shared memory for frames up to `capacityWidth` × `capacityHeight` pixels (the window's side).
    public init(capacityWidth: Int, capacityHeight: Int) throws {
        let w = max(capacityWidth, 1), h = max(capacityHeight, 1)
        // A POSIX shared memory object without a name (unlinked at once: nothing is left behind, whatever ends
        // the window), close-on-exec (the scene's process gets it by dup2 only).
        let name = "/playground-watch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw PlaygroundError.badArgument("watch: no shared memory for frames (shm_open: \(String(cString: strerror(errno))))") }
        shm_unlink(name)
        let length = Self.headerSize + w * h * 4
        guard ftruncate(fd, off_t(length)) == 0,
              let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), base != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw PlaygroundError.badArgument("watch: no shared memory for a \(w)×\(h) frame (\(reason))")
        }
        self.fd = fd
        self.base = base
        self.length = length
        self.capacityWidth = w
        self.capacityHeight = h
        base.storeBytes(of: Self.magic, toByteOffset: 0, as: UInt32.self)
        base.storeBytes(of: UInt32(w), toByteOffset: 4, as: UInt32.self)
        base.storeBytes(of: UInt32(h), toByteOffset: 8, as: UInt32.self)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_setpshared(&attributes, Int32(PTHREAD_PROCESS_SHARED))
        pthread_mutexattr_setrobust(&attributes, Int32(PTHREAD_MUTEX_ROBUST))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        resetBox()
    }

    /// Maps the shared frame the window made, inherited as `fd` (the scene's side).
    public init(mapping fd: Int32) throws {
        var info = stat()
        guard fstat(fd, &info) == 0, Int(info.st_size) >= Self.headerSize,
              let base = mmap(nil, Int(info.st_size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), base != MAP_FAILED,
              base.load(fromByteOffset: 0, as: UInt32.self) == Self.magic else {
            throw PlaygroundError.badArgument("watch-child: fd \(fd) is not the watch window's shared frame")
        }
        self.fd = fd
        self.base = base
        length = Int(info.st_size)
        capacityWidth = Int(base.load(fromByteOffset: 4, as: UInt32.self))
        capacityHeight = Int(base.load(fromByteOffset: 8, as: UInt32.self))
        guard Self.headerSize + capacityWidth * capacityHeight * 4 <= length else {
            throw PlaygroundError.badArgument("watch-child: the shared frame is smaller than its header says")
        }
    }

    deinit {
        munmap(base, length)
        close(fd)
    }

    private var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        (base + Self.mutexOffset).assumingMemoryBound(to: pthread_mutex_t.self)
    }
    package var pixels: UnsafeMutableRawPointer { base + Self.headerSize }
    public var stride: Int { capacityWidth * 4 }

    func lock() {
        if pthread_mutex_lock(mutex) == EOWNERDEAD { pthread_mutex_consistent(mutex) }
    }
    /// Takes the lock unless it stays held for `seconds`; whether it did.
    private func lock(within seconds: TimeInterval) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
        var deadline = timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        switch pthread_mutex_timedlock(mutex, &deadline) {
        case 0: return true
        case EOWNERDEAD:
            pthread_mutex_consistent(mutex)
            return true
        default: return false
        }
    }
    func unlock() { pthread_mutex_unlock(mutex) }

    private var seq: UInt64 {
        get { base.load(fromByteOffset: 24, as: UInt64.self) }
        set { base.storeBytes(of: newValue, toByteOffset: 24, as: UInt64.self) }
    }
    private func box() -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        (Int(base.load(fromByteOffset: 32, as: Int32.self)), Int(base.load(fromByteOffset: 36, as: Int32.self)),
         Int(base.load(fromByteOffset: 40, as: Int32.self)), Int(base.load(fromByteOffset: 44, as: Int32.self)))
    }
    private func setBox(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        base.storeBytes(of: Int32(x0), toByteOffset: 32, as: Int32.self)
        base.storeBytes(of: Int32(y0), toByteOffset: 36, as: Int32.self)
        base.storeBytes(of: Int32(x1), toByteOffset: 40, as: Int32.self)
        base.storeBytes(of: Int32(y1), toByteOffset: 44, as: Int32.self)
    }
    private func resetBox() { setBox(Int(Int32.max), Int(Int32.max), 0, 0) }

    /// Whether a frame of `width` × `height` pixels fits.
    public func fits(width: Int, height: Int) -> Bool { width <= capacityWidth && height <= capacityHeight }

    /// Copies the rectangles `rects` lists from `framebuffer` (all of it with `whole`) into the shared frame
    /// and makes it the new frame (the scene's side). Allocates nothing.
    @MainActor
    public func publish(_ framebuffer: Framebuffer, whole: Bool,
                        rects: ((_ body: (Int, Int, Int, Int) -> Void) -> Void)) {
        let w = min(framebuffer.width, capacityWidth), h = min(framebuffer.height, capacityHeight)
        lock()
        defer { unlock() }
        let sizeChanged = Int(base.load(fromByteOffset: 16, as: UInt32.self)) != w
            || Int(base.load(fromByteOffset: 20, as: UInt32.self)) != h
        base.storeBytes(of: UInt32(w), toByteOffset: 16, as: UInt32.self)
        base.storeBytes(of: UInt32(h), toByteOffset: 20, as: UInt32.self)
        var (x0, y0, x1, y1) = box()
        let src = framebuffer.bytes, srcStride = framebuffer.stride, dst = pixels, dstStride = stride
        func copy(_ x: Int, _ y: Int, _ rw: Int, _ rh: Int) {
            let cx = max(x, 0), cy = max(y, 0), cx1 = min(x + rw, w), cy1 = min(y + rh, h)
            guard cx1 > cx, cy1 > cy else { return }
            for row in cy..<cy1 {
                (dst + row * dstStride + cx * 4).copyMemory(from: src + row * srcStride + cx * 4, byteCount: (cx1 - cx) * 4)
            }
            x0 = min(x0, cx); y0 = min(y0, cy); x1 = max(x1, cx1); y1 = max(y1, cy1)
        }
        if whole || sizeChanged { copy(0, 0, w, h) } else { rects(copy) }
        setBox(x0, y0, x1, y1)
        seq &+= 1
    }

    /// Calls `body` with the frame's pixels and the box changed since the last call (the whole frame with
    /// `whole`), under the lock, when a frame was published since or `always` (the window's side); returns
    /// whether it did. Allocates nothing. It never waits long: when the scene's process holds the lock past
    /// `consumeTimeout` (stopped by SIGSTOP or a debugger mid-publish), this frame is skipped (false) and the
    /// next call takes what changed meanwhile.
    @discardableResult
    public func consume(always: Bool = false, whole: Bool = false, _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int,
                                 _ box: (x: Int, y: Int, width: Int, height: Int)) -> Void) -> Bool {
        guard lock(within: Self.consumeTimeout) else { return false }
        defer { unlock() }
        guard seq != lastSeq || always else { return false }
        lastSeq = seq
        let w = Int(base.load(fromByteOffset: 16, as: UInt32.self)), h = Int(base.load(fromByteOffset: 20, as: UInt32.self))
        let (x0, y0, x1, y1) = whole || wholePending ? (0, 0, w, h) : box()
        wholePending = false
        resetBox()
        guard w > 0, h > 0, w <= capacityWidth, h <= capacityHeight else { return false }
        let bx0 = max(x0, 0), by0 = max(y0, 0), bx1 = min(x1, w), by1 = min(y1, h)
        body(UnsafeRawPointer(pixels), w, h, stride, (bx0, by0, max(bx1 - bx0, 0), max(by1 - by0, 0)))
        return true
    }

    /// Makes the next `consume` report the whole frame (a new scene process draws into it). Takes no lock.
    public func markWholeChanged() {
        wholePending = true
    }
}
