import JSCore
import Testing

@Suite struct JSValueBytesTests {
  @Test func writesIntoATypedArrayViewInPlace() throws {
    let context = JSContext()
    let array = try context.evaluateScript(
      "globalThis.buffer = new ArrayBuffer(8); new Uint8Array(buffer, 2, 4)")
    let count = array.withMutableBytes { bytes -> Int in
      for index in bytes.indices { bytes[index] = UInt8(index + 1) }
      return bytes.count
    }
    #expect(count == 4)
    let all = try context.evaluateScript("Array.from(new Uint8Array(buffer)).join(',')")
    #expect(all.toString() == "0,0,1,2,3,4,0,0")
  }

  @Test func writesIntoAnArrayBufferAndRefusesOtherValues() throws {
    let context = JSContext()
    let buffer = try context.evaluateScript("globalThis.b = new ArrayBuffer(2); b")
    _ = buffer.withMutableBytes { bytes in bytes = [7, 9] }
    #expect(try context.evaluateScript("new Uint8Array(b).join(',')").toString() == "7,9")
    #expect(context.object().withMutableBytes { $0.count } == nil)
    #expect(context.number(3).withMutableBytes { $0.count } == nil)
  }
}
