import FeatureKit
import Foundation
import FuzzSupport
import ProductListingDataDomainInterface

/// What `goto` promises for any text typed: a route, a link or nothing, never a trap.
/// A parsed route has a path of non-empty segments and lower-case query names; written back
/// it reads the same (for text without `%`, which decoding changes); a pattern it matches
/// gives each placeholder the typed segment in its place; a shop link reads as a shop page
/// or nothing.
enum RouteProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = ProductWebLinks().shopPage(linkedBy: text)
        if text.contains("://") { _ = URLComponents(string: text.trimmingCharacters(in: .whitespaces)) }
        guard let request = RouteRequest(parsing: text) else { return }
        Property.require(!request.path.isEmpty, "an empty path parsed")
        Property.require(request.path.allSatisfy { !$0.isEmpty }, "an empty segment in \(request.path)")
        Property.require(request.query.allSatisfy { $0.name == $0.name.lowercased() }, "a query name not lower-cased")
        // Written back, a route ending in white space (`a?q=x\t&`) is trimmed when read: not compared.
        let description = request.description
        if !text.contains("%"), !request.path.joined().contains(where: \.isWhitespace),
            description.trimmingCharacters(in: .whitespaces) == description
        {
            Property.require(
                RouteRequest(parsing: request.description) == request, "written back as \(request.description), it differs")
        }
        for route in AppRoutes.all {
            guard let match = route.match(request) else { continue }
            for (segment, typed) in zip(route.segments, request.path) {
                if case .parameter(let name) = segment {
                    Property.require(match.parameters[name] == typed, "placeholder \(name) is not the typed segment")
                }
            }
        }
    }
}
