extension NationalityProfile {
    /// `MX`: compound first names, numeric postcodes, NSS numbers.
    static let mexico = NationalityProfile(
        code: "MX", country: "Mexico",
        maleFirstNames: [
            "Santiago", "Mateo", "Sebastián", "Leonardo", "Matías", "Emiliano", "Diego", "Daniel", "Miguel Ángel",
            "Alejandro", "Jesús", "Fernando", "Ricardo", "Eduardo", "Francisco", "Rodrigo", "Julio César",
            "Héctor", "Armando", "Óscar", "Rogelio", "Efraín", "Benjamín", "Adán",
        ],
        femaleFirstNames: [
            "Sofía", "Valentina", "Regina", "María José", "Ximena", "Camila", "María Fernanda", "Valeria",
            "Renata", "Victoria", "Guadalupe", "Rosalía", "Yolanda", "Leticia", "Araceli", "Marisol", "Itzel",
            "Citlali", "Xóchitl", "Rocío", "Mónica", "Verónica", "Angélica", "Beatriz",
        ],
        lastNames: [
            "Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez",
            "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez", "Torres", "Díaz", "Gutiérrez",
            "Ruiz", "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo", "Romero", "Álvarez", "Méndez", "Chávez",
            "Rivera", "Juárez", "Domínguez", "Herrera", "Medina", "Villaseñor", "Olvera", "Zúñiga",
        ],
        places: [
            Place("Ciudad de México", "Ciudad de México"), Place("Guadalajara", "Jalisco"),
            Place("Monterrey", "Nuevo León"), Place("Puebla", "Puebla"), Place("Tijuana", "Baja California"),
            Place("León", "Guanajuato"), Place("Ciudad Juárez", "Chihuahua"), Place("Zapopan", "Jalisco"),
            Place("Mérida", "Yucatán"), Place("San Luis Potosí", "San Luis Potosí"),
            Place("Aguascalientes", "Aguascalientes"), Place("Hermosillo", "Sonora"), Place("Saltillo", "Coahuila"),
            Place("Mexicali", "Baja California"), Place("Culiacán", "Sinaloa"), Place("Querétaro", "Querétaro"),
            Place("Morelia", "Michoacán"), Place("Chihuahua", "Chihuahua"), Place("Toluca", "Estado de México"),
            Place("Cancún", "Quintana Roo"), Place("Acapulco", "Guerrero"), Place("Oaxaca", "Oaxaca"),
            Place("Veracruz", "Veracruz"), Place("Tuxtla Gutiérrez", "Chiapas"), Place("Durango", "Durango"),
        ],
        streets: [
            "Calle Hidalgo", "Avenida Juárez", "Calle Morelos", "Avenida Reforma", "Calle Allende",
            "Calle Zaragoza", "Avenida Insurgentes", "Calle Guerrero", "Calle Madero", "Calle Aldama",
            "Privada Sur Rivas", "Calle Independencia", "Avenida Revolución", "Calle Emiliano Zapata",
            "Cerrada Norte Galindo", "Andador Orozco", "Circuito Lerma", "Ampliación Santana", "Retorno Sur Peña",
        ],
        postcode: .number("N####"),
        phonePatterns: ["(6##) ### ####", "(55) #### ####"], cellPatterns: ["(6##) ### ####"],
        nationalId: .pattern(name: "NSS", pattern: "## ## ## #### #")
    )
}
