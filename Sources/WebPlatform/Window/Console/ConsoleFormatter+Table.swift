import JSCore

extension ConsoleFormatter {
  /// `console.table` as text: a column of row keys (`(index)`), a column per property of the
  /// rows that are objects (limited to `properties` when given), and a `Values` column for rows
  /// that are primitives; cells are previews, columns padded, separated by ` | `. Returns `nil`
  /// when `data` is not an object (the caller then logs it).
  ///
  /// https://console.spec.whatwg.org/#table
  public func table(_ data: JSValue, properties: [String]? = nil) -> String? {
    guard data.isObject, !data.isFunction else { return nil }
    let rows = rowEntries(data)
    var columns: [String] = []
    var hasValues = false
    var cells: [[String: String]] = []
    for (_, row) in rows {
      var cell: [String: String] = [:]
      if row.isObject && !row.isFunction {
        for (key, value) in rowEntries(row) {
          if let properties, !properties.contains(key) { continue }
          if !columns.contains(key) { columns.append(key) }
          cell[key] = preview(value, depth: maxDepth - 1)
        }
      } else {
        hasValues = true
        cell["\u{0}Values"] = preview(row, depth: maxDepth - 1)
      }
      cells.append(cell)
    }
    if let properties { columns = properties }
    var header = ["(index)"] + columns
    var keys = columns
    if hasValues {
      header.append("Values")
      keys.append("\u{0}Values")
    }
    var lines = [header]
    for (index, (rowKey, _)) in rows.enumerated() {
      lines.append([rowKey] + keys.map { cells[index][$0] ?? "" })
    }
    var widths = Array(repeating: 0, count: header.count)
    for line in lines {
      for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return lines.map { line in
      var text = line.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: " | ")
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }

  /// The (key, value) pairs of an array (indices) or an object (own enumerable keys).
  func rowEntries(_ value: JSValue) -> [(String, JSValue)] {
    let object = value.context.globalObject.property("Object")
    guard let keys = try? object.property("keys").call(this: object, arguments: [value]) else {
      return []
    }
    let countValue = keys.property("length").toDouble()
    let count = countValue.isFinite && countValue > 0 ? Int(min(countValue, 4e9)) : 0
    var entries: [(String, JSValue)] = []
    for index in 0..<min(count, maxProperties) {
      guard let key = try? keys.get(at: index) else { continue }
      let name = key.toString()
      entries.append((name, (try? value.get(name)) ?? value.context.undefined))
    }
    return entries
  }
}
