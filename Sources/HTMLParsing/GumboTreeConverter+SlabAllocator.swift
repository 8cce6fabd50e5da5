#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GumboTreeConverter {
  /// The memory allocator gumbo uses for large inputs: size-class slabs in one reserved
  /// address range, with no per-block header.
  ///
  /// gumbo makes millions of small allocations (a 128-byte node, attribute records, short
  /// strings); with malloc each costs a header and rounding, and the finished tree is about 14
  /// times the input. Here blocks of 8…256 bytes come from 64 KiB pages of one size class, a
  /// freed block goes on its page's free list, and, once gumbo has finished parsing, a page whose
  /// last block is freed (the converter frees gumbo's nodes as it copies them) is handed back to
  /// the system at once, so the DOM grows into memory the gumbo tree gives back. Larger blocks,
  /// and everything after the reserved range is used up, go to malloc.
  ///
  /// All state lives in one manually allocated `State` reached through gumbo's `userdata`
  /// pointer, so the callbacks do no reference counting. One allocator serves one parse and is
  /// destroyed, with its whole range, right after `gumbo_destroy_output`.
  struct SlabAllocator {
    static let pageSize = 64 * 1024
    static let largestBlock = 256
    static let classCount = largestBlock / 8 + 1

    struct State {
      var base: UnsafeMutableRawPointer
      var rangeSize: Int
      var pageCount: Int
      var freshPage: Int
      var releaseEmptyPages: Bool
      var emptyPages: UnsafeMutablePointer<Int32>
      var emptyCount: Int
      var pageClass: UnsafeMutablePointer<UInt8>
      var pageLive: UnsafeMutablePointer<UInt32>
      var pageFree: UnsafeMutablePointer<UInt32>
      var pageBump: UnsafeMutablePointer<UInt32>
      var pageNext: UnsafeMutablePointer<Int32>
      var pagePrev: UnsafeMutablePointer<Int32>
      var pageListed: UnsafeMutablePointer<Bool>
      var classHead: UnsafeMutablePointer<Int32>
    }

    let state: UnsafeMutablePointer<State>

    /// Reserves address space for parsing `inputLength` bytes; `nil` when the system refuses
    /// (the parse then uses malloc).
    init?(inputLength: Int) {
      let pages = max(1024, (inputLength * 16) / Self.pageSize + 1)
      let size = pages * Self.pageSize
      #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
      #else
        let flags = MAP_PRIVATE | MAP_ANON
      #endif
      guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0),
        base != MAP_FAILED
      else { return nil }
      func array<T>(_ type: T.Type, _ count: Int, _ value: T) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
      }
      state = .allocate(capacity: 1)
      state.initialize(
        to: State(
          base: base, rangeSize: size, pageCount: pages, freshPage: 0, releaseEmptyPages: false,
          emptyPages: array(Int32.self, pages, 0), emptyCount: 0,
          pageClass: array(UInt8.self, pages, 0), pageLive: array(UInt32.self, pages, 0),
          pageFree: array(UInt32.self, pages, 0), pageBump: array(UInt32.self, pages, 0),
          pageNext: array(Int32.self, pages, -1), pagePrev: array(Int32.self, pages, -1),
          pageListed: array(Bool.self, pages, false),
          classHead: array(Int32.self, Self.classCount, -1)))
    }

    /// The `userdata` pointer gumbo passes back to the callbacks.
    var userdata: UnsafeMutableRawPointer { UnsafeMutableRawPointer(state) }

    /// From now on, pages that become empty go back to the system.
    func startReleasingEmptyPages() { state.pointee.releaseEmptyPages = true }

    /// Unmaps the range and frees the bookkeeping. No block may be used afterwards.
    func destroy() {
      let s = state.pointee
      munmap(s.base, s.rangeSize)
      s.emptyPages.deallocate()
      s.pageClass.deallocate()
      s.pageLive.deallocate()
      s.pageFree.deallocate()
      s.pageBump.deallocate()
      s.pageNext.deallocate()
      s.pagePrev.deallocate()
      s.pageListed.deallocate()
      s.classHead.deallocate()
      state.deinitialize(count: 1)
      state.deallocate()
    }

    // MARK: - Callbacks

    static let allocate:
      @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer? =
        { userdata, size in
          guard let userdata, size <= largestBlock else { return malloc(max(size, 1)) }
          let s = userdata.assumingMemoryBound(to: State.self)
          let sizeClass = max(1, (size + 7) >> 3)
          var page = Int(s.pointee.classHead[sizeClass])
          if page < 0 {
            guard let fresh = takePage(s, sizeClass: sizeClass) else { return malloc(size) }
            page = fresh
          }
          let blockSize = sizeClass << 3
          let pageStart = s.pointee.base + page * pageSize
          let offset: Int
          let freeHead = s.pointee.pageFree[page]
          if freeHead != 0 {
            offset = Int(freeHead - 1)
            s.pointee.pageFree[page] = (pageStart + offset).load(as: UInt32.self)
          } else {
            offset = Int(s.pointee.pageBump[page])
            s.pointee.pageBump[page] = UInt32(offset + blockSize)
          }
          s.pointee.pageLive[page] += 1
          if s.pointee.pageFree[page] == 0 && Int(s.pointee.pageBump[page]) + blockSize > pageSize {
            unlist(s, page: page, sizeClass: sizeClass)
          }
          return pageStart + offset
        }

    static let deallocate:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
        Void = { userdata, pointer in
          guard let pointer else { return }
          guard let userdata else {
            free(pointer)
            return
          }
          let s = userdata.assumingMemoryBound(to: State.self)
          let distance = pointer - s.pointee.base
          guard distance >= 0, distance < s.pointee.rangeSize else {
            free(pointer)
            return
          }
          let page = distance / pageSize
          let offset = distance % pageSize
          let sizeClass = Int(s.pointee.pageClass[page])
          pointer.storeBytes(of: s.pointee.pageFree[page], as: UInt32.self)
          s.pointee.pageFree[page] = UInt32(offset + 1)
          s.pointee.pageLive[page] -= 1
          if s.pointee.pageLive[page] == 0 && s.pointee.releaseEmptyPages {
            unlist(s, page: page, sizeClass: sizeClass)
            madvise(s.pointee.base + page * pageSize, pageSize, MADV_DONTNEED)
            s.pointee.pageFree[page] = 0
            s.pointee.pageBump[page] = 0
            s.pointee.emptyPages[s.pointee.emptyCount] = Int32(page)
            s.pointee.emptyCount += 1
          } else if !s.pointee.pageListed[page] {
            list(s, page: page, sizeClass: sizeClass)
          }
        }

    // MARK: - Pages

    private static func takePage(_ s: UnsafeMutablePointer<State>, sizeClass: Int) -> Int? {
      let page: Int
      if s.pointee.emptyCount > 0 {
        s.pointee.emptyCount -= 1
        page = Int(s.pointee.emptyPages[s.pointee.emptyCount])
      } else if s.pointee.freshPage < s.pointee.pageCount {
        page = s.pointee.freshPage
        s.pointee.freshPage += 1
      } else {
        return nil
      }
      s.pointee.pageClass[page] = UInt8(sizeClass)
      s.pointee.pageLive[page] = 0
      s.pointee.pageFree[page] = 0
      s.pointee.pageBump[page] = 0
      list(s, page: page, sizeClass: sizeClass)
      return page
    }

    private static func list(_ s: UnsafeMutablePointer<State>, page: Int, sizeClass: Int) {
      let head = s.pointee.classHead[sizeClass]
      s.pointee.pageNext[page] = head
      s.pointee.pagePrev[page] = -1
      if head >= 0 { s.pointee.pagePrev[Int(head)] = Int32(page) }
      s.pointee.classHead[sizeClass] = Int32(page)
      s.pointee.pageListed[page] = true
    }

    private static func unlist(_ s: UnsafeMutablePointer<State>, page: Int, sizeClass: Int) {
      guard s.pointee.pageListed[page] else { return }
      let next = s.pointee.pageNext[page]
      let previous = s.pointee.pagePrev[page]
      if previous >= 0 {
        s.pointee.pageNext[Int(previous)] = next
      } else {
        s.pointee.classHead[sizeClass] = next
      }
      if next >= 0 { s.pointee.pagePrev[Int(next)] = previous }
      s.pointee.pageListed[page] = false
      s.pointee.pageNext[page] = -1
      s.pointee.pagePrev[page] = -1
    }
  }
}
