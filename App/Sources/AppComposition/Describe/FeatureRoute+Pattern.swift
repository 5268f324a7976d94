import FeatureKit

extension FeatureRoute {
    /// The pattern as a feature registers it: `products/{styleNumber}?colour`,
    /// `products?brand&colour&size&sort&search`.
    var pattern: String {
        queryNames.isEmpty ? path : path + "?" + queryNames.joined(separator: "&")
    }
}
