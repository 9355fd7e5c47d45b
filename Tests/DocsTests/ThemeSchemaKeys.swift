import Foundation

/// The keys the theme format page and the shipped JSON Schema name, to keep the two in step.
enum ThemeSchemaKeys {
    /// Every property name anywhere in the schema at `path` (the top level, `$defs`, nested objects).
    static func schemaKeys(_ path: String) throws -> Set<String> {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        return keys
    }

    /// Whether `page` names `key` as a key is written: `` `key` `` in prose or `"key"` in JSON.
    static func page(_ page: MarkdownPage, names key: String) -> Bool {
        let text = page.lines.joined(separator: "\n")
        return text.contains("`\(key)`") || text.contains("\"\(key)\"")
    }

    /// The keys `page` documents in its key tables: the first column of a table headed `Key`, and the
    /// second of one whose second heading starts with `Keys` (the controls' table), leaving out what
    /// is in parentheses there (the values a key takes).
    static func tableKeys(_ page: MarkdownPage) -> [(line: Int, key: String)] {
        var found: [(line: Int, key: String)] = []
        var header: [String]?
        for (number, line) in page.proseLines {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let columns = header else {
                header = cells
                continue
            }
            let column: Int? =
                columns.first == "Key" ? 0 : (columns.count > 1 && columns[1].hasPrefix("Keys") ? 1 : nil)
            guard let column, column < cells.count, !cells[column].allSatisfy({ $0 == "-" || $0 == " " }) else {
                continue
            }
            let named = cells[column].replacing(/\([^()]*\)/, with: "")
            found += named.matches(of: /`([^`]+)`/).map { (line: number, key: String($0.1)) }
        }
        return found
    }
}
