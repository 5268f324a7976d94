extension NationalityProfile {
    /// `ES`: numeric postcodes, DNI numbers with their check letter.
    static let spain = NationalityProfile(
        code: "ES", country: "Spain",
        maleFirstNames: [
            "Alejandro", "Pablo", "Manuel", "Javier", "Sergio", "Daniel", "David", "Adrián", "Álvaro", "Hugo",
            "Diego", "Mario", "Jorge", "Iván", "Rubén", "Raúl", "José", "Jesús", "Ángel", "Gonzalo",
            "Íñigo", "Joaquín", "Ramón", "Víctor",
        ],
        femaleFirstNames: [
            "Lucía", "María", "Paula", "Laura", "Marta", "Alba", "Sara", "Carmen", "Elena", "Irene",
            "Nuria", "Ana", "Cristina", "Raquel", "Begoña", "Inés", "Sofía", "Rocío", "Pilar", "Montserrat",
            "Ainhoa", "Verónica", "Nerea", "Concepción",
        ],
        lastNames: [
            "García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez",
            "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso",
            "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano",
            "Blanco", "Molina", "Castillo", "Ortega", "Núñez", "Ibáñez",
        ],
        places: [
            Place("Madrid", "Comunidad de Madrid"), Place("Barcelona", "Cataluña"),
            Place("Valencia", "Comunidad Valenciana"), Place("Sevilla", "Andalucía"), Place("Zaragoza", "Aragón"),
            Place("Málaga", "Andalucía"), Place("Murcia", "Región de Murcia"), Place("Palma de Mallorca", "Islas Baleares"),
            Place("Las Palmas de Gran Canaria", "Canarias"), Place("Bilbao", "País Vasco"),
            Place("Alicante", "Comunidad Valenciana"), Place("Córdoba", "Andalucía"),
            Place("Valladolid", "Castilla y León"), Place("Vigo", "Galicia"), Place("Gijón", "Asturias"),
            Place("A Coruña", "Galicia"), Place("Vitoria", "País Vasco"), Place("Granada", "Andalucía"),
            Place("Oviedo", "Asturias"), Place("Pamplona", "Navarra"), Place("Santander", "Cantabria"),
            Place("Salamanca", "Castilla y León"), Place("Logroño", "La Rioja"), Place("Toledo", "Castilla-La Mancha"),
        ],
        streets: [
            "Calle de Alcalá", "Calle Mayor", "Avenida de la Constitución", "Calle del Prado", "Calle de Segovia",
            "Paseo de Extremadura", "Calle de la Luna", "Avenida de Andalucía", "Calle de Toledo",
            "Calle de Bravo Murillo", "Ronda de Valencia", "Calle de Atocha", "Calle del Arenal",
            "Avenida del Puerto", "Calle de la Almudena", "Plaza de España", "Calle de Argumosa",
            "Calle de Ferraz", "Calle Nebrija", "Calle de Tetuán",
        ],
        postcode: .number("N####"),
        phonePatterns: ["9##-###-###"], cellPatterns: ["6##-###-###"],
        nationalId: .dni
    )
}
