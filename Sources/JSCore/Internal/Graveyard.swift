import Synchronization

/// Private data of finalized JavaScript objects, waiting to be released on the machine's own
/// thread. JavaScriptCore may run finalizers on any thread and in the middle of a collection,
/// where releasing a Swift object could run arbitrary `deinit`s (a captured `JSValue`
/// unprotecting itself, a DOM node being freed) — so the finalizer only parks the box here,
/// and the machine releases parked boxes when control is back in Swift on its thread.
final class Graveyard: Sendable {
  /// Retained box pointers, as bit patterns (plain integers cross threads).
  private let parked = Mutex<[UInt]>([])

  /// Parks a retained box pointer (called from finalizers; takes a lock, nothing else).
  func bury(_ pointer: UnsafeMutableRawPointer) {
    let bits = UInt(bitPattern: pointer)
    parked.withLock { $0.append(bits) }
  }

  /// Releases every parked box (on the machine's thread).
  func releaseAll() {
    let all = parked.withLock { parked -> [UInt] in
      defer { parked.removeAll() }
      return parked
    }
    for bits in all {
      if let pointer = UnsafeMutableRawPointer(bitPattern: bits) {
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
      }
    }
  }
}

/// A box that knows where to be parked when its object is finalized.
protocol ParkedOnFinalize: AnyObject {
  var graveyard: Graveyard { get }
}
