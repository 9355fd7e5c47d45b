import Foundation
import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonTheme

/// The shipped JSON Schema, parsed with the theme parser.
private func schemaDefinitions() throws -> [String: JSONNode] {
    let data = try #require(FileManager.default.contents(atPath: Repository.themes + "/skeleton-theme.schema.json"))
    let root = try JSONParser.parse([UInt8](data)).get()
    guard case .object(let members) = root.value, let defs = members.first(where: { $0.key == "$defs" }),
        case .object(let definitions) = defs.value.value
    else { return [:] }
    return Dictionary(uniqueKeysWithValues: definitions.map { ($0.key, $0.value) })
}

/// The keys of `properties` of an object schema (found by walking a path of member names).
private func propertyNames(_ node: JSONNode?, _ path: [String] = []) -> [String] {
    var current = node
    for key in path + ["properties"] {
        guard case .object(let members)? = current?.value else { return [] }
        current = members.first { $0.key == key }?.value
    }
    guard case .object(let members)? = current?.value else { return [] }
    return members.map(\.key)
}

@Test func schemaDescribesExactlyTheKeysTheLoaderAccepts() throws {
    let defs = try schemaDefinitions()
    #expect(propertyNames(defs["theme"]) == FileDecoder.themeKeys)
    #expect(propertyNames(defs["appearance"]) == FileDecoder.appearanceKeys)
    #expect(propertyNames(defs["animation"]) == FileDecoder.animationKeys)
    #expect(propertyNames(defs["pulseAnimation"]) == FileDecoder.pulseKeys)
    #expect(propertyNames(defs["slidingAnimation"]) == FileDecoder.slidingKeys)
    #expect(propertyNames(defs["transitionSettings"]) == FileDecoder.transitionKeys)
    #expect(propertyNames(defs["layout"]) == FileDecoder.layoutKeys)
    #expect(propertyNames(defs["font"]) == FileDecoder.fontKeys)
    #expect(Set(propertyNames(defs["view"])) == Set(ViewKeys.all))
    #expect(propertyNames(defs["view"], ["properties", "symbol"]) == FileDecoder.symbolKeys)
}

@Test func schemaDescribesEveryViewKey() throws {
    let defs = try schemaDefinitions()
    guard case .object(let members)? = defs["view"]?.value,
        case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value.value
    else {
        Issue.record("view has no properties")
        return
    }
    for property in properties {
        guard case .object(let fields) = property.value.value else { continue }
        #expect(fields.contains { $0.key == "description" }, "\(property.key) has no description")
    }
}

@Test func schemaListsEveryNamedColour() throws {
    let text = try String(contentsOfFile: Repository.themes + "/skeleton-theme.schema.json", encoding: .utf8)
    for name in NamedColors.names {
        #expect(text.contains("\"\(name)\""), "\(name) missing from the schema")
    }
}
