import type { CatalogueCopy } from './types';

/** The catalogue's copy in Spanish (usted; Spain and neutral Spanish). */
export const es = {
  items: {
    'even-tone-concentrate': {
      description:
        'Un concentrado diario con un 3 % de ácido tranexámico, un 10 % de niacinamida y un complejo de ácido azelaico que atenúa el aspecto de las manchas oscuras y de la hiperpigmentación postinflamatoria, sin agentes blanqueadores.',
      fullDescription:
        'En la piel rica en melanina, un solo brote o un pelo enquistado pueden dejar una marca que persiste durante meses. Even Tone Concentrate nació de esa realidad: combina un 3 % de ácido tranexámico y un 10 % de niacinamida con un suave complejo de ácido azelaico que actúa sobre el aspecto del tono irregular sin la irritación que desencadena nuevas marcas. El extracto de raíz de regaliz y el pantenol mantienen la fórmula lo bastante calmante para usarla mañana y noche, incluso en pieles sensibles o con tendencia acneica. Sin hidroquinona, sin mercurio y sin agentes blanqueadores de ningún tipo: el objetivo es su propio tono, unificado, nunca una versión más clara de él.',
      features: [
        'Atenúa el aspecto de las manchas oscuras y de la hiperpigmentación postinflamatoria',
        '3 % de ácido tranexámico y 10 % de niacinamida en una base ligera como el agua, de rápida absorción',
        'Suave complejo de ácido azelaico para una textura visiblemente más lisa y refinada',
        'Sin hidroquinona, mercurio ni agentes blanqueadores',
        'Sin perfume y confortable en pieles sensibles con tendencia acneica',
      ],
      howToUse:
        '1. Tras la limpieza, aplique de 3 a 4 gotas sobre la piel seca, mañana y noche, presionando suavemente. 2. Sostenga el cuentagotas primero sobre las zonas con manchas y extienda después el resto por todo el rostro. 3. Continúe con su hidratante y termine cada mañana con Sheer Shield SPF 50: la protección solar diaria es lo que preserva sus avances.',
    },
    'nuit-absolue-cream': {
      description:
        'Nuestra crema de noche más suntuosa: un bálsamo-crema envolvente de ceramidas, escualano y manteca de karité sin refinar que deja la piel suave, flexible y luminosa al despertar, sin rastro de tono ceniciento.',
      fullDescription:
        'La piel oscura muestra la deshidratación a su manera: como un tono ceniciento, apagado, y una textura tirante y áspera que ningún iluminador disimula. Nuit Absolue restaura la barrera cutánea mientras usted duerme con un complejo de ceramidas inspirado en los lípidos de la propia piel, escualano de origen vegetal y manteca de karité sin refinar de una cooperativa de mujeres del norte de Ghana. Los péptidos y una forma de ácido hialurónico de liberación gradual aportan por la mañana un aspecto más jugoso y elástico. Cada tarro de 50 ml se llena a mano, en pequeños lotes, en un envase lastrado y recargable pensado para quedarse años en su tocador.',
      features: [
        'Complejo de ceramidas y escualano: una barrera confortable y bien hidratada durante la noche',
        'La manteca de karité sin refinar disuelve el tono ceniciento y la textura áspera',
        'Péptidos y ácido hialurónico de liberación gradual para un aspecto más jugoso al despertar',
        'Lo bastante rica para la piel seca del invierno, nunca grasa sobre la almohada',
        'Tarro recargable de 50 ml, llenado a mano en pequeños lotes',
      ],
      howToUse:
        'Caliente una cantidad del tamaño de un guisante entre las yemas de los dedos hasta que se funda y aplíquela con ligeras presiones sobre el rostro, el cuello y el escote, como último paso de su ritual de noche. En las noches de mayor sequedad, añada una segunda capa fina allí donde la piel tire. Utilice la espátula dorada para mantener limpio el tarro.',
    },
    'sheer-shield-spf-50': {
      description:
        'Un SPF 50 de amplio espectro, ligerísimo, que desaparece en todos los tonos de piel: sin rastro blanco, sin velo gris y sin reflejo calcáreo en las fotografías.',
      fullDescription:
        'Demasiados protectores solares nunca se probaron en piel oscura, y se nota: un velo violáceo o gris que lleva a muchas personas a prescindir de ellos. Sheer Shield se ha probado en uso real en tonos que van del castaño dorado al azul-negro más profundo, con una textura de gel-crema transparente que se absorbe en segundos. La niacinamida y la vitamina E favorecen un tono de aspecto uniforme, mientras que la glicerina y el ácido hialurónico dejan un acabado suave e hidratado, perfecto bajo la base de maquillaje. La protección diaria es el paso más importante para quien trata sus manchas oscuras, y esta es la que de verdad querrá llevar.',
      features: [
        'SPF 50 de amplio espectro con un acabado totalmente transparente',
        'Sin rastro blanco, sin velo gris y sin reflejo en las fotografías',
        'Niacinamida y vitamina E para un tono uniforme y de aspecto saludable',
        'Gel-crema hidratante que fija el maquillaje en lugar de formar grumos debajo',
        'Probado en uso real en tonos de piel oscuros y muy oscuros',
      ],
      howToUse:
        'Aplique generosamente como último paso de su ritual de mañana, unas dos longitudes de dedo para el rostro y el cuello. Deje que se asiente un minuto antes del maquillaje. Vuelva a aplicar cada dos horas al sol y después de nadar o de sudar intensamente.',
    },
    'baobab-cleansing-oil': {
      description:
        'Un sedoso aceite desmaquillante de baobab, marula y escualano que funde la base de larga duración y el SPF y, al aclarar, se transforma en una leche que deja la piel limpia, nunca tirante ni cenicienta.',
      fullDescription:
        'Los limpiadores agresivos son una causa silenciosa del tono ceniciento y de la irritación en la piel rica en melanina, y la irritación es donde empiezan las nuevas manchas. Baobab Cleansing Oil disuelve la base de larga duración, la máscara de pestañas waterproof y el protector solar resistente al agua en un solo masaje, con aceites de baobab y marula prensados en frío y escualano de origen vegetal. Al añadir agua, se convierte en una leche ligera que se aclara por completo, arrastra los residuos y respeta la barrera cutánea. Es lo bastante suave para el contorno de ojos y para las pieles que reaccionan a casi todo.',
      features: [
        'Disuelve en un solo paso la base de larga duración, la máscara waterproof y el SPF',
        'Aceites de baobab y marula prensados en frío con escualano de origen vegetal',
        'Se aclara como una leche ligera, sin película grasa',
        'Deja la piel suave y confortable, nunca tirante ni cenicienta',
        'Lo bastante suave para el contorno de ojos y las pieles reactivas',
      ],
      howToUse:
        'Masajee de 3 a 4 dosis sobre la piel seca, con las manos secas, durante un minuto, insistiendo en las zonas con maquillaje o protector solar. Añada un poco de agua tibia y siga masajeando mientras el aceite se vuelve lechoso; después, aclare bien. Úselo por la noche solo o como primer paso de una doble limpieza.',
    },
    'melanin-radiance-facial': {
      description:
        'Un tratamiento facial de noventa minutos que descongestiona y atenúa el aspecto de las manchas oscuras con enzimas de frutas y aceites prensados en frío, nunca con peelings agresivos que puedan marcar la piel oscura.',
      fullDescription:
        'Muchos tratamientos faciales se diseñaron para pieles claras, y sus peelings intensos, su vapor caliente y sus extracciones bruscas pueden dejar la piel rica en melanina con más marcas que al principio. El Melanin Radiance Facial comienza con una lectura de su piel bajo una luz equilibrada como la del día y, después, refina la textura sin inflamación con enzimas de papaya y calabaza y un ácido mandélico de baja concentración. Las extracciones se realizan despacio y solo donde hacen falta, seguidas de una mascarilla de ácido tranexámico y niacinamida y de un masaje esculpidor con aceite de marula templado. Saldrá con una tez luminosa, de aspecto uniforme, y una rutina escrita pensada para su piel.',
      features: [
        'Lectura de la piel con luz equilibrada como la del día, con una facialista Noirelle',
        'Exfoliación con enzimas y ácido mandélico, suave con la piel oscura',
        'Extracciones cuidadosas, pensadas para evitar nuevas marcas',
        'Mascarilla de ácido tranexámico y niacinamida para un tono de aspecto uniforme',
        'Masaje esculpidor con aceite de marula templado y rutina escrita para casa',
      ],
      duration: '90 minutos',
    },
    'celestial-eye-palette': {
      description:
        'Doce tonos de oro fundido, bronce, berenjena y azul medianoche, molidos con pigmentos lo bastante densos para mostrarse fieles en los párpados más oscuros.',
      fullDescription:
        'Las sombras que parecen intensas en el godet con demasiada frecuencia se vuelven calcáreas o desaparecen en la piel oscura. Celestial se creó al revés: cada tono se desarrolló primero en párpados del castaño intenso al azul-negro, con una carga de pigmento suficiente para verse desde la primera pasada. Los doce tonos van de mates mantecosos para la transición y la profundidad a metálicos de efecto laminado y un duocromo que pasa del cobre al violeta a la luz de las velas. El escualano y los ésteres de jojoba del aglutinante mantienen los polvos cremosos, de modo que se difuminan sin manchas y permanecen intactos de la mañana a la noche.',
      features: [
        'Doce tonos desarrollados primero en párpados oscuros y muy oscuros',
        'Mates de alta pigmentación que se difuminan sin volverse cenicientos ni irregulares',
        'Metálicos de efecto laminado y un duocromo del cobre al violeta',
        'Aglutinante enriquecido con escualano, para una textura cremosa que no se marca en el pliegue',
        'Estuche con espejo, recargable, de cierre magnético',
      ],
      howToUse:
        '1. Aplique un mate de tono medio en la cuenca del ojo con un pincel esponjoso para dar calidez. 2. Presione un metálico en el centro del párpado con la yema del dedo o con un pincel plano para obtener el máximo brillo. 3. Intensifique el ángulo externo con un mate oscuro y difumínelo a lo largo de la línea inferior de las pestañas. Para un acabado laminado intenso, humedezca el pincel con spray fijador antes de tomar los tonos metálicos.',
    },
    'second-skin-foundation': {
      description:
        'Una base sérum en 40 tonos, 22 de ellos para piel oscura, cada uno asociado a un subtono rojo, dorado, oliva, neutro o azul-negro para fundirse con la piel en lugar de quedarse encima.',
      fullDescription:
        'Las gamas que se detienen en «oscuro» obligan a muchas de nosotras a mezclar dos frascos y, aun así, acabar en un tono gris o anaranjado. Second Skin se ajustó a partir de lecturas de subtono tomadas en toda la diáspora africana, América Latina y el sur de Asia, y sus 40 tonos se nombran por su profundidad y su subtono, no por postres. Su base sérum de escualano, ácido hialurónico y niacinamida ofrece una cobertura media modulable con un acabado natural, como de piel, y sus pigmentos recubiertos resisten la oxidación que oscurece el tono a lo largo del día. Es la base que queríamos para nosotras mismas: fiel a su color desde la primera gota hasta la última hora.',
      features: [
        '40 tonos, 22 de ellos para piel oscura y muy oscura',
        'Cada tono asociado a un subtono rojo, dorado, oliva, neutro o azul-negro',
        'Pigmentos recubiertos que resisten la oxidación y el tono ceniciento durante todo el día',
        'Base sérum con escualano, ácido hialurónico y niacinamida',
        'Cobertura media modulable con un acabado natural, como de piel',
      ],
      howToUse:
        'Agite bien. Deposite una dosis en el dorso de la mano y aplíquela desde el centro del rostro hacia fuera con una brocha densa o una esponja húmeda, añadiendo una segunda capa fina solo donde desee más cobertura. Para elegir su tono, responda a las tres preguntas de nuestro Buscador de tonos y compruébelo a lo largo de la mandíbula, con luz natural: el adecuado desaparece. Si duda entre dos, reserve una sesión de tez y nuestras artistas leerán su subtono.',
    },
    'couture-velvet-lipstick': {
      description:
        'Una barra de labios mate aterciopelada en tonos pensados para labios oscuros, del rojo ladrillo y el higo tostado a la cereza negra, en un estuche dorado recargable.',
      fullDescription:
        'Los labios oscuros suelen ser bicolores, y muchas barras de labios dejan el contorno más oscuro que el centro o apenas se ven. Couture Velvet utiliza una mezcla de pigmentos de alta intensidad que deposita un color fiel en una sola pasada sobre ambos. La manteca de karité y el aceite de semilla de ricino mantienen confortable su acabado mate aterciopelado durante horas, sin bordes secos ni descamados. Cada tono, del rojo ladrillo y el higo tostado a la cereza negra, se eligió sobre tonos de piel caoba, espresso y bronce antes de aprobarse.',
      features: [
        'Color fiel en una sola pasada, incluso en labios bicolores',
        'Acabado mate aterciopelado que sigue confortable, sin resecar ni descamar',
        'Manteca de karité y aceite de semilla de ricino para una hidratación duradera',
        'Tonos elegidos primero sobre pieles caoba, espresso y bronce',
        'Estuche dorado recargable; recambios disponibles por separado',
      ],
      howToUse:
        'Para un contorno más nítido, perfile y rellene los labios con un perfilador un tono más oscuro. Aplique desde el centro de los labios hacia fuera, siguiendo su forma natural. Para un efecto difuminado, presione el color con la yema del dedo; para la máxima intensidad, retire el exceso con un pañuelo y aplique una segunda capa.',
    },
    'bronze-veil-setting-powder': {
      description:
        'Unos polvos compactos finamente molidos, en cinco tonos, que fijan el maquillaje y matizan los brillos sin reflejo con flash ni el velo calcáreo de los polvos blancos.',
      fullDescription:
        'Los polvos translúcidos rara vez lo son en la piel oscura: las fórmulas cargadas de sílice se ven blancas en las fotografías y dejan la base apagada y gris. Bronze Veil los sustituye por cinco tonos, del miel al ébano, para que el polvo se funda con la piel en lugar de quedarse encima. El polvo de arroz y el caolín matizan los brillos a lo largo del día, y un toque de escualano mantiene un acabado de piel en lugar de plano. La polvera con espejo incluye una borla de terciopelo de tamaño completo para retocarse fuera de casa.',
      features: [
        'Cinco tonos, del miel al ébano',
        'Sin reflejo ni velo blanco en la fotografía con flash',
        'Polvo de arroz y caolín para matizar los brillos durante horas',
        'Enriquecidos con escualano para un acabado de piel, nunca plano',
        'Polvera con espejo recargable y borla de terciopelo de tamaño completo',
      ],
      howToUse:
        'Presione una capa ligera sobre la base con la borla de terciopelo, insistiendo en la zona T, y difumine suavemente con una brocha grande. Para los retoques, presione en lugar de arrastrar, para que la base se mantenga en su sitio. Elija el tono más cercano a su piel o uno más oscuro, nunca más claro.',
    },
    'signature-complexion-session': {
      description:
        'Una sesión individual con una artista Noirelle: su subtono leído con luz natural, una base que se funde con la piel y una rutina que podrá repetir en casa.',
      fullDescription:
        'A la mayoría de nosotras nos eligieron el tono, si es que alguien lo hizo, bajo la luz de una tienda y de la mano de alguien que nunca se había formado en piel oscura. La Signature Complexion Session comienza con su piel desnuda a la luz del día, donde nuestra artista lee su subtono, ya sea rojo, dorado, oliva, neutro o azul-negro, y traza los cambios entre la frente, las mejillas y la mandíbula. A partir de ahí construimos su tez paso a paso: preparación de la piel, la base adecuada o una mezcla a medida de dos tonos, corrector para ojeras y manchas y un método de fijación que no refleje el flash en las fotografías. Saldrá con una ficha facial escrita y una rutina que podrá repetir en diez minutos.',
      features: [
        'Lectura del subtono con luz natural, con una artista Noirelle formada en piel oscura',
        'Base a juego, o mezcla a medida de dos tonos, trazada por todo el rostro',
        'Corrección y camuflaje de ojeras y manchas',
        'Técnica de fijación probada en fotografía con flash',
        'Una ficha facial escrita y una rutina de diez minutos para casa',
      ],
      duration: '120 minutos',
    },
    'luminous-repair-serum': {
      description:
        'Un sedoso sérum sin aclarado de proteína de arroz hidrolizada, ceramidas y aceite de baobab que refuerza las puntas frágiles y devuelve el brillo a rizos y coils.',
      fullDescription:
        'El cabello de tipo 3 y 4 es de una bella fragilidad: cada curva de un rizo es un punto donde la hebra puede romperse, y los aceites naturales apenas logran viajar del cuero cabelludo a las puntas. Luminous Repair Serum refuerza la hebra de fuera hacia dentro, con proteína de arroz hidrolizada para fortalecer los puntos débiles, ceramidas para alisar la cutícula y aceite de baobab para sellar la hidratación. Su textura ligera aporta brillo y suavidad sin acartonar ni acumularse, y protege del calor hasta 232 °C (450 °F). Es el último paso al que recurren nuestras estilistas tras cada día de lavado, cada alisado sedoso y cada retirada de peinado protector.',
      features: [
        'Proteína de arroz hidrolizada para reforzar las puntas frágiles, propensas a la rotura',
        'Ceramidas y aceite de baobab para alisar la cutícula y sellar la hidratación',
        'Protección térmica hasta 232 °C (450 °F) para alisados sedosos y secados con cepillo',
        'Ligero: aporta brillo y suavidad sin apelmazar los rizos',
        'Sin alcoholes secantes y sin acumulación entre lavados',
      ],
      howToUse:
        '1. Sobre el cabello recién lavado y húmedo, reparta de 3 a 5 dosis por cada sección, de medios a puntas. 2. Aplíquelo bajo su producto de peinado para wash-and-go, twist-outs o braid-outs, o solo antes del secado. 3. Entre lavados, alise una dosis sobre las puntas secas para reavivar el brillo y sellar la hidratación.',
    },
    'chebe-ritual-oil': {
      description:
        'Un aceite sellador infusionado en frío con polvo de chebe de Chad y aceites de ricino y marula que ayuda a los rizos a conservar la hidratación, y su longitud, entre lavados.',
      fullDescription:
        'Durante generaciones, las mujeres basara de Chad han cubierto su cabello con chebe para proteger melenas largas y fuertes, y ese ritual es el corazón de este aceite. Infusionamos lentamente el polvo de semillas de chebe en aceites de ricino, marula y baobab prensados en frío y después lo filtramos, para que usted disfrute del ritual sin la arenilla ni los residuos de la pasta tradicional. Empleado para sellar un acondicionador sin aclarado de base acuosa, mantiene las puntas flexibles y ayuda a reducir la rotura, de modo que los rizos conservan más de la longitud que crecen. Su cálido aroma de clavo, sándalo y cardamomo es un guiño discreto a la mezcla original.',
      features: [
        'Polvo de chebe infusionado en frío, sin la arenilla de la pasta tradicional',
        'Aceites de ricino, marula y baobab para sellar la hidratación',
        'Ayuda a reducir la rotura para que los rizos conserven más longitud',
        'Pensado para los métodos LOC y LCO y para los peinados protectores',
        'Cálido aroma de clavo, sándalo y cardamomo',
      ],
      howToUse:
        'Tras un acondicionador sin aclarado de base acuosa, caliente de 4 a 6 gotas entre las palmas y alíselas sobre cada sección de medios a puntas, la parte más antigua y frágil del cabello. Úselo como paso de aceite del método LOC o LCO, o masajéelo ligeramente a lo largo de trenzas y twists dos veces por semana para mantener flexibles los peinados protectores.',
    },
    'cloud-coil-defining-cream': {
      description:
        'Una crema batida de manteca de karité, linaza y raíz de malvavisco que define rizos y coils de tipo 3 y 4 con una fijación suave, agradable al tacto, y una hidratación duradera.',
      fullDescription:
        'Definir no debería significar acartonar, ni hidratar, apelmazar. Cloud Coil combina mantecas batidas de karité y mango con gel de linaza y raíz de malvavisco para aportar deslizamiento: los dedos se deslizan entre los rizos mientras cada uno se agrupa en una espiral definida. El aloe y la glicerina atraen la hidratación y las mantecas la retienen, de modo que el peinado sigue suave al cuarto día. Funciona desde rizos 3b hasta cabello 4c muy cerrado, con fijación suficiente para twist-outs y braid-outs que deben conservar su estiramiento frente al encogimiento.',
      features: [
        'Define rizos y coils de tipo 3 y 4 sin acartonar ni descamar',
        'Mantecas de karité y mango para una hidratación que dura hasta el cuarto día',
        'Linaza y raíz de malvavisco para un deslizamiento que facilita el desenredado',
        'Ayuda a que twist-outs y braid-outs conserven su estiramiento frente al encogimiento',
        'Sin aceite mineral, sulfatos ni alcoholes secantes',
      ],
      howToUse:
        'Aplíquela sobre el cabello empapado en secciones pequeñas, peinando la crema de raíz a puntas con los dedos y alisando después con las palmas para favorecer la formación de mechones. Para twist-outs, use una cantidad generosa sobre el cabello estirado y húmedo antes de retorcerlo. Deje secar al aire o con difusor a baja temperatura, sin tocarlo hasta que esté completamente seco, para la máxima definición.',
    },
    'scalp-edge-elixir': {
      description:
        'Un sérum para el cuero cabelludo, ligero como el agua, de romero, menta y niacinamida para cueros cabelludos tirantes y con descamación bajo trenzas y locs, con una punta de precisión para los bordes delicados.',
      fullDescription:
        'Los peinados protectores cuidan las longitudes, pero pueden dejar el cuero cabelludo desatendido, tirante y seco durante semanas. Scalp & Edge Elixir es un sérum ligero como el agua y no un aceite pesado, por lo que llega al cuero cabelludo entre trenzas, twists y locs sin acumulación ni residuos. Los aceites de hoja de romero y de menta aportan una sensación fresca y estimulante, la niacinamida y el pantenol calman la sensación de picor y tirantez, y el aceite de ricino con péptidos de guisante acondiciona el cabello fino de un nacimiento castigado por la tensión. Su boquilla fina permite trabajar directamente a lo largo de cada raya y alrededor de los bordes, gota a gota.',
      features: [
        'Sérum ligero como el agua que llega al cuero cabelludo entre trenzas, twists y locs',
        'Romero y menta para una sensación fresca y estimulante',
        'Niacinamida y pantenol para calmar la sensación de picor y tirantez',
        'Aceite de ricino y péptidos de guisante para acondicionar los bordes frágiles',
        'Boquilla de precisión para rayas y nacimiento del cabello; no deja residuos',
      ],
      howToUse:
        '1. Separe el cabello, o trabaje entre trenzas y locs, y aplique una línea de gotas directamente sobre el cuero cabelludo. 2. Masajee con las yemas de los dedos durante dos minutos. 3. Para los bordes, alise una o dos gotas a lo largo del nacimiento del cabello con un cepillo suave y deles un descanso de los peinados tirantes. Úselo de tres a cuatro veces por semana, o a diario mientras lleve peinados protectores.',
    },
    'crown-restoration-ritual': {
      description:
        'Detox del cuero cabelludo, equilibrio entre proteína e hidratación y un alisado sedoso o un wash-and-go definido, a cargo de estilistas especializadas en cabello de tipo 3 y 4.',
      fullDescription:
        'El Crown Restoration Ritual es nuestra respuesta a los salones que tratan el cabello texturizado con prisas o como un problema que hay que controlar. Comienza con una consulta del cuero cabelludo y un detox clarificante de arcilla que elimina la acumulación de geles, aceites y peinados protectores, seguido de una prueba de mechón que indica a su estilista si su cabello necesita proteína, hidratación o ambas. Un tratamiento al vapor con proteína de arroz, manteca de karité y aceite de baobab se adapta al resultado. Terminamos, a su elección, con un alisado sedoso a baja temperatura o un wash-and-go definido, peinado con cuidado de sus bordes y su densidad.',
      features: [
        'Consulta del cuero cabelludo y detox clarificante de arcilla',
        'Prueba de mechón para equilibrar proteína e hidratación según su cabello',
        'Tratamiento al vapor con proteína de arroz, manteca de karité y aceite de baobab',
        'Alisado sedoso a baja temperatura o wash-and-go definido como acabado',
        'Estilistas especializadas en rizos y coils de tipo 3 y 4',
      ],
      duration: '3-4 horas',
    },
  },
  categories: {
    skin: {
      name: 'Piel',
      description:
        'Cuidado de la piel que protege primero la barrera de la piel rica en melanina: tono uniforme sin agentes blanqueadores, hidratación profunda y protección diaria sin velo gris.',
      philosophyTitle: 'Unificar, nunca aclarar',
      philosophy: [
        'La piel rica en melanina es resistente y reactiva a la vez: retiene la hidratación de maravilla y responde a cada irritación con una marca que puede durar meses. Nuestro cuidado de la piel está pensado para ambas verdades.',
        'Tratamos el aspecto de la hiperpigmentación con ácido tranexámico, niacinamida y ácido azelaico en lugar de agentes blanqueadores, protegemos la barrera con ceramidas y karité y creamos protección solar que desaparece en la piel oscura en lugar de dejar un velo gris.',
      ],
    },
    makeup: {
      name: 'Maquillaje',
      description:
        'Color construido sobre subtonos profundos: pigmentos que se mantienen fieles en pieles espresso, caoba y bronce, desde la primera pasada hasta el final de la noche.',
      philosophyTitle: 'El color empieza por su subtono',
      philosophy: [
        'La piel oscura tiene subtonos rojos, dorados, oliva y azul-negro, a menudo más de uno. Una gama de tonos vale tanto como los subtonos que comprende, por eso cada base Noirelle se ajusta sobre piel real y con luz natural.',
        'Los pigmentos se muelen lo bastante densos para mantenerse fieles sobre el espresso, la caoba y el bronce, de modo que un dorado se lee como dorado y un ciruela como ciruela, desde la primera pasada hasta el final de la noche.',
      ],
    },
    hair: {
      name: 'Cabello',
      description:
        'Rituales para rizos, ondas cerradas y cabello afro: hidratación que dura entre lavados, fuerza para las puntas frágiles y un cuero cabelludo cuidado, no olvidado.',
      philosophyTitle: 'Hidratación, fuerza y un cuero cabelludo cuidado',
      philosophy: [
        'Los rizos cerrados y el cabello afro pierden la hidratación más deprisa que el cabello liso y se rompen donde se curvan. Nuestro cuidado capilar superpone humectantes que retienen el agua, aceites ligeros y mantecas ricas, para que la hidratación dure de un día de lavado al siguiente.',
        'La proteína de arroz y el chebe fortalecen las puntas frágiles sin endurecerlas, y el cuero cabelludo, tantas veces olvidado bajo los peinados protectores, tiene su propio ritual.',
      ],
    },
  },
  offerings: {
    'luxury-beauty-consultation': {
      description:
        'Una consulta privada de noventa minutos que lee a la vez su piel, su cabello y su subtono, y le deja una rutina meditada para los tres.',
      longDescription:
        'La mayoría de las rutinas se componen producto a producto, y en la piel rica en melanina y el cabello texturizado las carencias se notan: un sérum que irrita y deja marcas, una base que se vuelve gris antes del mediodía, un producto de peinado que lucha contra el encogimiento en lugar de acompañarlo. En una suite privada, una consultora sénior de Noirelle observa el conjunto: su piel con luz natural, su subtono, su patrón de rizo, la porosidad y el cuero cabelludo. Juntas revisan lo que usted ya tiene, conservan lo que funciona y completan solo las carencias que importan. Saldrá con una rutina escrita para la mañana, la noche y el día de lavado, y una llamada de seguimiento seis semanas después.',
      duration: '90 minutos',
      features: [
        'Análisis de la piel con luz equilibrada como la del día',
        'Lectura del subtono: rojo, dorado, oliva o azul-negro',
        'Evaluación del patrón de rizo, la porosidad y el cuero cabelludo',
        'Una rutina escrita para la mañana, la noche y el día de lavado',
        'Una llamada de seguimiento seis semanas después',
      ],
    },
    'tailored-skincare-for-black-skin': {
      description:
        'Un tratamiento de dos horas pensado para las realidades de la piel rica en melanina: manchas oscuras, textura irregular y deshidratación, tratadas sin peelings agresivos ni calor.',
      longDescription:
        'La piel rica en melanina responde a la inflamación produciendo más pigmento, y por eso los peelings intensos, el vapor caliente y las extracciones precipitadas dejan tan a menudo nuevas marcas en la piel oscura. Este tratamiento está diseñado al revés. Su facialista limpia con aceite de baobab, refina la textura con enzimas de frutas y un ácido mandélico de baja concentración y solo realiza extracciones donde son necesarias. Una mascarilla de ácido tranexámico y niacinamida actúa sobre el aspecto del tono irregular mientras la luz LED y un masaje esculpidor y drenante con aceite de marula devuelven un brillo sereno y uniforme. Termina con ceramidas, escualano y Sheer Shield SPF 50, para que pueda volver directamente a su día.',
      duration: '120 minutos',
      features: [
        'Doble limpieza con aceites de baobab y marula',
        'Exfoliación con enzimas y ácido mandélico, suave con la piel oscura',
        'Extracciones cuidadosas, pensadas para evitar nuevas marcas',
        'Mascarilla de ácido tranexámico y niacinamida para un tono de aspecto uniforme',
        'Masaje esculpidor y un acabado de ceramidas y SPF sin rastro blanco',
      ],
    },
    'makeup-artistry-for-dark-skin': {
      description:
        'Setenta y cinco minutos con una artista formada en piel oscura: una base a juego de verdad, colores que se leen en su tez y un acabado que resiste cualquier luz.',
      longDescription:
        'Un gran maquillaje en piel oscura empieza por un subtono bien leído, y ahí es donde empiezan nuestras artistas. Tanto si se prepara para una boda, una campaña o una alfombra roja como si simplemente desea conocer su propio rostro, su artista ajusta la base a su subtono rojo, dorado, oliva, neutro o azul-negro, corrige ojeras y manchas con tonos melocotón y naranja en lugar de correctores grises, y construye ojos y labios con pigmentos que se mantienen fieles en la piel oscura. Cada paso se comprueba con luz natural y con flash, para que nada se vuelva ceniciento ni refleje la luz en las fotografías. Saldrá maquillada y con una ficha facial que explica cómo recrear el look.',
      duration: '75 minutos',
      features: [
        'Artistas formadas específicamente en piel oscura y muy oscura',
        'Base ajustada a su subtono exacto',
        'Corrección de ojeras e hiperpigmentación',
        'Acabado comprobado con luz natural y en fotografía con flash',
        'Una ficha facial personal para recrear el look',
      ],
    },
    'bespoke-beauty-experience': {
      description:
        'Cuatro horas que reúnen piel, cabello y maquillaje en una misma suite privada, con champán, un equipo dedicado y una rutina compuesta solo para usted.',
      longDescription:
        'La Bespoke Beauty Experience es la expresión más completa de la casa. Comienza con una consulta privada y continúa con un tratamiento facial a medida para piel rica en melanina, un ritual de cuero cabelludo y cabello a cargo de una estilista especializada en texturas de tipo 3 y 4, y una sesión de tez y maquillaje con una artista sénior. Entre tratamientos hay tiempo para descansar, con champán o nuestro té de la casa y un menú ligero. Saldrá lista para la noche, con una rutina escrita, una selección de productos Noirelle y una línea directa con su equipo para los meses siguientes.',
      duration: '4 horas',
      features: [
        'Consulta privada y un equipo dedicado de tres especialistas',
        'Tratamiento facial a medida, ritual de cuero cabelludo y cabello, y sesión de tez',
        'Peinado para rizos, coils o alisado sedoso, con cuidado de sus bordes',
        'Champán o té de la casa y un menú ligero en una suite privada',
        'Una selección de productos Noirelle y una rutina escrita para llevar a casa',
      ],
    },
  },
  itemKinds: {
    'even-tone-concentrate': 'concentrado unificador antimanchas',
    'nuit-absolue-cream': 'crema de noche',
    'sheer-shield-spf-50': 'protector solar SPF 50',
    'baobab-cleansing-oil': 'aceite desmaquillante',
    'melanin-radiance-facial': 'tratamiento facial de luminosidad',
    'celestial-eye-palette': 'paleta de sombras de ojos',
    'second-skin-foundation': 'base de maquillaje',
    'couture-velvet-lipstick': 'pintalabios, labial aterciopelado',
    'bronze-veil-setting-powder': 'polvos fijadores',
    'signature-complexion-session': 'sesión de maquillaje del cutis',
    'luminous-repair-serum': 'sérum capilar reparador',
    'chebe-ritual-oil': 'aceite capilar de chebe',
    'cloud-coil-defining-cream': 'crema para definir rizos',
    'scalp-edge-elixir': 'elixir para cuero cabelludo y nacimiento del pelo',
    'crown-restoration-ritual': 'tratamiento capilar reparador',
  },
  whyChoose: [
    {
      title: 'Especialistas en piel rica en melanina',
      text: 'Cada facialista y cada artista se forma en la casa en piel oscura: cómo se marca, cómo se deshidrata y cómo trabajar con ella y no contra ella.',
    },
    {
      title: 'El cabello texturizado, comprendido',
      text: 'Nuestras estilistas trabajan a diario rizos y coils de tipo 3 y 4, del wash-and-go al alisado sedoso y los peinados protectores, con verdadero cuidado de los bordes y el cuero cabelludo.',
    },
    {
      title: 'El subtono antes que el tono',
      text: 'Leemos los subtonos rojos, dorados, oliva y azul-negro con luz natural antes de elegir un solo producto, para que el color se mantenga fiel con cualquier luz.',
    },
    {
      title: 'Cuidado privado y sin prisas',
      text: 'Las citas tienen lugar en suites privadas y nunca se solapan, con un servicio de conserjería que hace el seguimiento de su rutina después.',
    },
  ],
  about: {
    domainStory: {
      title: 'Una oportunidad excepcional: cuatro dominios de belleza, una sola casa',
      paragraphs: [
        'Noirelle se presenta aquí como una casa de belleza de lujo completa para mujeres negras y personas racializadas, fundada en Beverly Hills en 2015: tres colecciones de piel, maquillaje y cabello, una carta de servicios, una asesora de belleza con IA y boutiques en nueve ciudades. Es también una demostración en funcionamiento. Su verdadero propósito es mostrar, en la práctica, lo que puede construirse sobre cuatro nombres de dominio de belleza: noirelle.beauty, noirelle.skin, noirelle.hair y noirelle.makeup.',
        'Juntos forman un único activo digital: un dominio de belleza principal y tres dominios de categoría que se corresponden exactamente con la forma en que compran las clientas, por piel, por maquillaje y por cabello. Para una marca, un distribuidor o un inversor que atienda el mercado en rápido crecimiento de la piel rica en melanina y el cabello texturizado, ofrecen un hogar memorable y coherente que sería difícil reunir de otro modo.',
        'Los cuatro dominios se ofrecen juntos como un único lote: el conjunto no se vende por separado, ningún dominio está disponible de forma individual y no hay subasta. El lote será para un único comprador serio, mediante acuerdo privado.',
        'Esto no es un boletín. Registrar su interés significa simplemente dejar su dirección de correo electrónico como posible comprador, para que podamos contactarle directamente acerca de la adquisición. No se le añadirá a ninguna lista de correo.',
      ],
    },
    values: [
      {
        title: 'La melanina, primero',
        text: 'Cada fórmula y cada tono se desarrollan sobre piel rica en melanina y cabello texturizado desde la primera muestra, nunca se adaptan después.',
      },
      {
        title: 'Unificar, nunca aclarar',
        text: 'Trabajamos el aspecto de las manchas oscuras y del tono irregular sin hidroquinona, mercurio ni agentes blanqueadores. Su profundidad es lo esencial, no el problema.',
      },
      {
        title: 'Ingredientes con origen',
        text: 'Manteca de karité de cooperativas de mujeres del norte de Ghana, chebe de Chad, baobab y marula del sur de África, con trazabilidad de la cosecha al frasco.',
      },
      {
        title: 'Cuidado sin prisas',
        text: 'Suites privadas, especialistas formadas en la casa y citas que nunca se solapan, porque cuidar bien el cabello texturizado lleva tiempo.',
      },
    ],
    divisions: {
      '/skin':
        'Cuidado de la piel que protege primero la barrera de la piel rica en melanina: ácido tranexámico y niacinamida para el aspecto de las marcas postinflamatorias, ceramidas y manteca de karité contra el tono ceniciento y un SPF 50 sin rastro blanco.',
      '/makeup':
        'Color construido sobre el subtono: una gama de bases ajustada al rojo, dorado, oliva y azul-negro, paletas de sombras desarrolladas en los párpados más oscuros y polvos que nunca reflejan el flash.',
      '/hair':
        'Rituales para rizos y coils de tipo 3 y 4: chebe, baobab y proteína de arroz para retener la hidratación y fortalecer las puntas, y cuidado del cuero cabelludo pensado para los peinados protectores.',
      '/beauty':
        'La casa principal que reúne las tres: consultas privadas, experiencias a medida, nuestra asesora de belleza con IA y las boutiques, de Beverly Hills a París.',
    },
    clientQuotes: [
      {
        quote: 'La primera casa de belleza donde no tuve que explicar mi piel. Ya conocían las manchas, el tono ceniciento y el subtono, y tenían una respuesta para cada uno.',
        city: 'Londres',
      },
      {
        quote: 'Mi estilista dedicó una hora solo a mi cuero cabelludo y mis bordes antes de tocar las longitudes. Mi cabello 4b nunca había estado tan suave, ni un twist-out me había durado tanto.',
        city: 'Atlanta',
      },
      {
        quote: 'Enfin, una base a juego con mi subtono azul-negro. La llevé durante una jornada de rodaje de doce horas y nunca se volvió gris.',
        city: 'París',
      },
    ],
    promises: [
      'Fórmulas desarrolladas y probadas en uso real sobre piel rica en melanina y cabello texturizado',
      'Nunca hidroquinona, mercurio ni agentes blanqueadores',
      'Lectura del subtono y elección del tono sin coste, en boutique o en línea',
      'Atención al cliente en todo el mundo, en inglés, francés y español',
      'Envases recargables para nuestras paletas, barras de labios y cremas',
      'Respuesta a cada mensaje en menos de 24 horas',
    ],
  },
  home: {
    collectionCards: {
      skin: {
        title: 'Piel',
        description:
          'Ácido tranexámico, niacinamida y ceramidas para un tono de aspecto uniforme y una barrera que conserva su hidratación, con un SPF que no deja rastro blanco.',
      },
      makeup: {
        title: 'Maquillaje',
        description:
          'Base ajustada a los subtonos rojo, dorado, oliva y azul-negro, y pigmentos que se mantienen fieles en la piel más oscura, desde la primera pasada hasta la última luz.',
      },
      hair: {
        title: 'Cabello',
        description:
          'Chebe, baobab y proteína de arroz para rizos y coils: hidratación que dura entre lavados, puntas más fuertes y un cuero cabelludo cuidado.',
      },
    },
    scienceSection: {
      eyebrow: 'Ciencia y formulación',
      title: 'Formulado para la melanina, probado en cabello texturizado',
      paragraphs: [
        'La piel rica en melanina no es simplemente una piel más oscura. Sus células pigmentarias responden rápido a la inflamación, y por eso un brote, un peeling agresivo o un limpiador que reseca pueden dejar una marca durante meses, y una barrera deshidratada se delata con un tono ceniciento. Cada fórmula de cuidado de la piel de Noirelle parte de ese hecho: activos como el ácido tranexámico, la niacinamida y el ácido azelaico, en concentraciones elegidas por su eficacia sin irritación, envueltos en ceramidas, escualano y manteca de karité.',
        'El cabello texturizado tiene su propia arquitectura. Las torsiones y curvas de un rizo de tipo 4 hacen cada hebra más propensa a la rotura y dificultan que los aceites naturales lleguen a las puntas. Nuestras fórmulas capilares combinan hidratación y fuerza con proteína de arroz hidrolizada, aceites de baobab y ricino y chebe infusionado en frío, y se prueban en uso real a lo largo de ciclos completos de lavado y de peinados protectores, en patrones de rizo del 3a al 4c.',
      ],
      pillars: [
        {
          title: 'Tono uniforme, nunca más claro',
          text: 'Sin hidroquinona, sin mercurio, sin agentes blanqueadores. Trabajamos el aspecto de las manchas oscuras y de la hiperpigmentación postinflamatoria respetando su profundidad natural.',
        },
        {
          title: 'Color guiado por el subtono',
          text: 'Cada tono se desarrolla primero sobre piel oscura y se asocia a un subtono rojo, dorado, oliva, neutro o azul-negro, con pigmentos recubiertos que resisten el tono ceniciento y la oxidación.',
        },
        {
          title: 'Hidratación que permanece',
          text: 'Los humectantes atraen el agua y las mantecas y los aceites la sellan, de modo que los rizos siguen suaves entre lavados y la piel se mantiene flexible y sin tono ceniciento.',
        },
      ],
      quote: {
        text: 'Durante demasiado tiempo nuestra piel y nuestro cabello fueron algo secundario en el laboratorio: se probaban al final, si es que se probaban. En Noirelle cada fórmula empieza sobre piel rica en melanina y rizos de tipo 4, y nada sale del laboratorio hasta que funciona ahí.',
        role: 'Directora de Formulación, Laboratorio Noirelle, Beverly Hills',
      },
    },
    testimonials: {
      'testimonial-simone': {
        quote:
          'Tengo el cabello 4c y he perdido la cuenta de las cremas que prometían definición y solo me dejaban el pelo acartonado. Cloud Coil y el Luminous Repair Serum cambiaron mi día de lavado: mis twist-outs mantienen la forma hasta el cuarto día y mis puntas nunca habían tenido tan buen aspecto.',
        title: 'Socia de litigios',
      },
      'testimonial-keisha': {
        quote:
          'Llevo trenzas sin nudos casi todo el año, y mi cuero cabelludo siempre lo pagaba. El Scalp & Edge Elixir llega justo entre las rayas, mis bordes tienen mejor aspecto y mi cuero cabelludo por fin está en calma; y el Crown Restoration Ritual es la primera cita en un salón en la que nadie trató mi cabello con prisas.',
        title: 'Directora creativa',
      },
      'testimonial-amara': {
        quote:
          'En mi Signature Complexion Session, la artista leyó mi subtono con luz natural y me dijo que soy oliva, no rojo. Por primera vez en quince años mi base desaparece, y el SPF no deja ningún velo gris ante la cámara.',
        title: 'Periodista de televisión',
      },
    },
  },
  depths: { 1: 'Muy claro', 2: 'Claro', 3: 'Claro medio', 4: 'Medio', 5: 'Medio bronceado', 6: 'Bronceado', 7: 'Profundo', 8: 'Profundo intenso', 9: 'Muy profundo', 10: 'Ultraprofundo' },
  undertones: { red: 'rojo', gold: 'dorado', olive: 'oliva', neutral: 'neutro', 'blue-black': 'azul-negro' },
  deeper: ', más intenso',
  finderLine: (shade, depth, monk, undertone) => `${shade}: Second Skin Foundation para piel de profundidad «${depth.toLowerCase()}» (Monk ${monk}) con subtono ${undertone}.`,
  art: {
    'packshot-dropper': 'Un frasco cuentagotas de vidrio ámbar con collarín dorado, bajo una suave luz de estudio',
    'packshot-serum': 'Un alto frasco de sérum de tono rosado con dosificador dorado',
    'packshot-jar': 'Un tarro de crema bajo y ancho con tapa dorada',
    'packshot-tube': 'Un tubo flexible rosa con tapón dorado',
    'packshot-lipstick': 'Una barra de labios rosa intenso que asoma de un estuche dorado',
    'packshot-compact': 'Una polvera abierta con espejo y polvos compactos bronce',
    'packshot-palette': 'Una paleta de sombras abierta en bronce, oro, ciruela y caoba',
    'packshot-oil': 'Un frasco ámbar de aceite capilar',
    'packshot-brush': 'Una brocha de maquillaje con virola dorada',
    'packshot-serum-mahogany': 'Un alto frasco de base de maquillaje caoba con dosificador dorado',
    'packshot-serum-gold': 'Un alto frasco de sérum capilar dorado con dosificador dorado',
    'packshot-jar-shea': 'Un tarro de crema batida de karité para rizos con tapa dorada',
    'packshot-dropper-bronze': 'Un frasco cuentagotas tintado en bronce de elixir para el cuero cabelludo, con collarín dorado',
    'packshot-oil-gold': 'Un frasco dorado de aceite desmaquillante',
    'packshot-dropper-light': 'Un frasco cuentagotas con collarín dorado, fotografiado sobre un marfil cálido',
    'packshot-serum-light': 'Un frasco de sérum con dosificador dorado, fotografiado sobre un marfil cálido',
    'packshot-jar-light': 'Un tarro de crema con tapa dorada, fotografiado sobre un marfil cálido',
    'packshot-tube-light': 'Un tubo flexible con tapón dorado, fotografiado sobre un marfil cálido',
    'packshot-lipstick-light': 'Una barra de labios en un estuche dorado, fotografiada sobre un marfil cálido',
    'packshot-compact-light': 'Una polvera abierta, fotografiada sobre un marfil cálido',
    'packshot-palette-light': 'Una paleta de sombras abierta, fotografiada sobre un marfil cálido',
    'packshot-oil-light': 'Un frasco de aceite capilar, fotografiado sobre un marfil cálido',
    'packshot-brush-light': 'Una brocha de maquillaje con virola dorada, fotografiada sobre un marfil cálido',
    'texture-silk': 'Seda drapeada en sombra tostada y bronce con un brillo dorado',
    'texture-silk-folded': 'Pliegues de seda bronce bajo una cálida luz dorada',
    'texture-clay': 'Una capa lisa de mascarilla de arcilla terracota con el trazo de una espátula',
    'shade-swatches': 'Toques de Second Skin Foundation en sus cuarenta tonos, del más claro al más oscuro, bajo una cálida luz principal',
    'portrait-coils': 'Retrato abstracto: una silueta coronada de rizos iluminados en oro',
    'portrait-braids': 'Retrato abstracto: una silueta con largas trenzas sueltas',
    'portrait-wrap': 'Retrato abstracto: una silueta con un turbante escultural',
  },
} satisfies CatalogueCopy;
