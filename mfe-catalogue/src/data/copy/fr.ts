import type { CatalogueCopy } from './types';

/** The catalogue's copy in French (vouvoiement; espace insécable before « ; : ! ? »). */
export const fr = {
  items: {
    'even-tone-concentrate': {
      description:
        'Un concentré quotidien à 3 % d’acide tranexamique, 10 % de niacinamide et un complexe d’acide azélaïque, qui atténue l’apparence des taches brunes et de l’hyperpigmentation post-inflammatoire, sans agent éclaircissant.',
      fullDescription:
        'Sur une peau riche en mélanine, un simple bouton ou un poil incarné peut laisser une marque pendant des mois. Even Tone Concentrate est né de cette réalité : il associe 3 % d’acide tranexamique et 10 % de niacinamide à un doux complexe d’acide azélaïque, qui agit sur l’apparence d’un teint irrégulier sans l’irritation qui fait naître de nouvelles marques. L’extrait de racine de réglisse et le panthénol gardent la formule assez apaisante pour un usage matin et soir, même sur les peaux sensibles ou à tendance acnéique. Aucune hydroquinone, aucun mercure, aucun agent éclaircissant d’aucune sorte : le but est votre propre teint, unifié, jamais une version plus claire de celui-ci.',
      features: [
        'Atténue l’apparence des taches brunes et de l’hyperpigmentation post-inflammatoire',
        '3 % d’acide tranexamique et 10 % de niacinamide dans une base légère comme l’eau, vite absorbée',
        'Un doux complexe d’acide azélaïque pour un grain de peau visiblement plus lisse et affiné',
        'Sans hydroquinone, sans mercure, sans agent éclaircissant',
        'Sans parfum, et confortable sur les peaux sensibles à tendance acnéique',
      ],
      howToUse:
        '1. Après le nettoyage, appliquez 3 à 4 gouttes sur la peau sèche, matin et soir, en pressant du bout des doigts. 2. Déposez d’abord le compte-gouttes sur les zones marquées, puis répartissez le reste sur tout le visage. 3. Poursuivez avec votre crème hydratante et terminez chaque matin par Sheer Shield SPF 50 : c’est la protection solaire quotidienne qui préserve vos progrès.',
    },
    'nuit-absolue-cream': {
      description:
        'Notre crème de nuit la plus somptueuse : un baume-crème enveloppant de céramides, de squalane et de beurre de karité non raffiné, pour une peau douce, souple et lumineuse au réveil, sans aucune trace de teint terne et grisé.',
      fullDescription:
        'La peau foncée montre la déshydratation à sa manière : un voile grisé, un teint terne, un grain tiré et rugueux qu’aucun enlumineur ne dissimule. Nuit Absolue restaure la barrière cutanée pendant votre sommeil grâce à un complexe de céramides calqué sur les lipides de la peau, à du squalane d’origine végétale et à un beurre de karité non raffiné issu d’une coopérative de femmes du nord du Ghana. Des peptides et une forme d’acide hyaluronique à libération progressive offrent au réveil une peau d’aspect plus repulpé et rebondi. Chaque pot de 50 ml est rempli à la main, en petites séries, dans un flacon lesté et rechargeable pensé pour rester des années sur votre coiffeuse.',
      features: [
        'Complexe de céramides et squalane : une barrière confortable et bien hydratée au fil de la nuit',
        'Le beurre de karité non raffiné fait fondre le voile grisé et le grain rugueux',
        'Peptides et acide hyaluronique à libération progressive : une peau plus repulpée au réveil',
        'Assez riche pour les peaux sèches de l’hiver, jamais grasse sur l’oreiller',
        'Pot rechargeable de 50 ml, rempli à la main en petites séries',
      ],
      howToUse:
        'Réchauffez l’équivalent d’un petit pois entre vos doigts jusqu’à ce qu’il s’assouplisse, puis appliquez-le en pressions sur le visage, le cou et le décolleté, en dernière étape de votre rituel du soir. Les nuits de grande sécheresse, ajoutez une seconde couche fine là où la peau tiraille. Utilisez la spatule dorée pour préserver le pot.',
    },
    'sheer-shield-spf-50': {
      description:
        'Un SPF 50 à large spectre, d’une légèreté absolue, qui disparaît sur toutes les carnations : ni trace blanche, ni voile gris, ni reflet crayeux sur les photographies.',
      fullDescription:
        'Trop d’écrans solaires n’ont jamais été essayés sur une peau foncée, et cela se voit : un voile violacé ou gris qui décourage de se protéger. Sheer Shield a été testé en conditions réelles sur des carnations allant du brun doré au bleu-noir le plus profond, dans une texture gel-crème transparente qui pénètre en quelques secondes. La niacinamide et la vitamine E favorisent un teint d’apparence uniforme, tandis que la glycérine et l’acide hyaluronique laissent un fini doux et hydraté, parfait sous le fond de teint. La protection quotidienne est l’étape essentielle pour quiconque travaille sur ses taches brunes, et voici celle que vous aurez vraiment envie de porter.',
      features: [
        'SPF 50 à large spectre au fini parfaitement transparent',
        'Ni trace blanche, ni voile gris, ni reflet sur les photographies',
        'Niacinamide et vitamine E pour un teint uniforme et éclatant de santé',
        'Un gel-crème hydratant qui retient le maquillage au lieu de boulocher dessous',
        'Testé en conditions réelles sur les carnations foncées et très foncées',
      ],
      howToUse:
        'Appliquez généreusement en dernière étape de votre rituel du matin, environ deux longueurs de doigt pour le visage et le cou. Laissez poser une minute avant le maquillage. Renouvelez toutes les deux heures au soleil, ainsi qu’après la baignade ou une forte transpiration.',
    },
    'baobab-cleansing-oil': {
      description:
        'Une huile démaquillante soyeuse de baobab, de marula et de squalane qui fait fondre le fond de teint longue tenue et le SPF, puis se transforme en lait au rinçage : la peau est nette, jamais tiraillée ni grisée.',
      fullDescription:
        'Les nettoyants décapants sont une cause discrète de teint grisé et d’irritation sur les peaux riches en mélanine, et l’irritation est le point de départ des nouvelles taches. Baobab Cleansing Oil dissout le fond de teint longue tenue, le mascara waterproof et l’écran solaire résistant à l’eau en un seul massage, grâce aux huiles de baobab et de marula pressées à froid et au squalane d’origine végétale. Au contact de l’eau, elle se change en un lait léger qui se rince entièrement, emportant les résidus et préservant la barrière cutanée. Elle est assez douce pour le contour des yeux et pour les peaux qui réagissent à presque tout.',
      features: [
        'Dissout en un geste le fond de teint longue tenue, le mascara waterproof et le SPF',
        'Huiles de baobab et de marula pressées à froid, squalane d’origine végétale',
        'Se rince en un lait léger, sans film gras',
        'Laisse la peau douce et confortable, jamais tiraillée ni grisée',
        'Assez douce pour le contour des yeux et les peaux réactives',
      ],
      howToUse:
        'Massez 3 à 4 pressions sur la peau sèche, les mains sèches, pendant une minute, en insistant sur les zones maquillées ou couvertes d’écran solaire. Ajoutez un peu d’eau tiède et continuez de masser tandis que l’huile devient laiteuse, puis rincez abondamment. Le soir, seule, ou en première étape d’un double nettoyage.',
    },
    'melanin-radiance-facial': {
      description:
        'Un soin du visage de quatre-vingt-dix minutes qui désencombre la peau et atténue l’apparence des taches brunes grâce aux enzymes de fruits et aux huiles pressées à froid, jamais par des peelings agressifs qui marquent les peaux foncées.',
      fullDescription:
        'Bien des soins du visage ont été conçus pour les peaux claires, et leurs peelings forts, leur vapeur brûlante et leurs extractions appuyées peuvent laisser une peau riche en mélanine plus marquée qu’avant. Le Melanin Radiance Facial commence par une lecture de votre peau sous une lumière équilibrée comme celle du jour, puis affine le grain sans inflammation grâce aux enzymes de papaye et de potiron et à un acide mandélique faiblement dosé. Les extractions sont pratiquées lentement, et seulement là où il le faut, avant un masque à l’acide tranexamique et à la niacinamide et un massage sculptant à l’huile de marula tiédie. Vous repartez avec un teint lumineux, d’apparence uniforme, et un rituel écrit pensé pour votre peau.',
      features: [
        'Lecture de la peau sous une lumière du jour, avec une facialiste Noirelle',
        'Exfoliation aux enzymes et à l’acide mandélique, douce pour les peaux foncées',
        'Des extractions délicates, pensées pour éviter de nouvelles marques',
        'Masque à l’acide tranexamique et à la niacinamide pour un teint d’apparence uniforme',
        'Massage sculptant à l’huile de marula tiédie et rituel écrit à emporter',
      ],
      duration: '90 minutes',
    },
    'celestial-eye-palette': {
      description:
        'Douze teintes d’or fondu, de bronze, d’aubergine et de bleu nuit, broyées avec des pigments assez denses pour rester fidèles sur les paupières les plus foncées.',
      fullDescription:
        'Les fards qui paraissent riches dans leur godet deviennent trop souvent crayeux, ou disparaissent, sur une peau foncée. Celestial a été conçue dans l’autre sens : chaque teinte a d’abord été développée sur des paupières allant du brun profond au bleu-noir, avec une charge pigmentaire suffisante pour se révéler dès le premier passage. Les douze teintes vont des mats beurrés, pour la transition et la profondeur, aux métalliques effet feuille et à un duochrome qui passe du cuivre au violet à la lueur des bougies. Le squalane et les esters de jojoba du liant gardent les poudres crémeuses : elles s’estompent sans plaques et tiennent du matin jusqu’au cœur de la nuit.',
      features: [
        'Douze teintes développées d’abord sur les paupières foncées et très foncées',
        'Des mats très pigmentés qui s’estompent sans grisaille ni plaques',
        'Des métalliques effet feuille et un duochrome du cuivre au violet',
        'Un liant enrichi en squalane, pour une tenue crémeuse qui ne marque pas le pli',
        'Écrin miroir rechargeable, à fermeture aimantée',
      ],
      howToUse:
        '1. Balayez un mat intermédiaire dans le creux de la paupière au pinceau estompeur pour réchauffer le regard. 2. Déposez un métallique au centre de la paupière, du bout du doigt ou au pinceau plat, pour un éclat maximal. 3. Intensifiez le coin externe avec un mat foncé et estompez-le le long des cils inférieurs. Pour un fini feuille intense, vaporisez le pinceau de spray fixateur avant de prélever les teintes métalliques.',
    },
    'second-skin-foundation': {
      description:
        'Un fond de teint sérum en 40 teintes, dont 22 pour les peaux foncées, chacune associée à un sous-ton rouge, doré, olive, neutre ou bleu-noir, pour se fondre dans la peau au lieu de la recouvrir.',
      fullDescription:
        'Les gammes qui s’arrêtent à « foncé » obligent beaucoup d’entre nous à mélanger deux flacons pour finir malgré tout sur un teint gris ou orangé. Second Skin a été ajusté à partir de lectures de sous-tons réalisées dans toute la diaspora africaine, en Amérique latine et en Asie du Sud, et ses 40 teintes sont nommées selon leur profondeur et leur sous-ton plutôt que d’après des desserts. Sa base sérum de squalane, d’acide hyaluronique et de niacinamide offre une couvrance moyenne modulable au fini naturel, comme une seconde peau, et ses pigments enrobés résistent à l’oxydation qui fonce le teint au fil de la journée. C’est le fond de teint que nous voulions pour nous-mêmes : fidèle à votre couleur, de la première goutte à la dernière heure.',
      features: [
        '40 teintes, dont 22 pour les peaux foncées et très foncées',
        'Chaque teinte associée à un sous-ton rouge, doré, olive, neutre ou bleu-noir',
        'Des pigments enrobés qui résistent à l’oxydation et à la grisaille tout au long du jour',
        'Base sérum au squalane, à l’acide hyaluronique et à la niacinamide',
        'Couvrance moyenne modulable, au fini naturel de seconde peau',
      ],
      howToUse:
        'Agitez bien. Déposez une pression sur le dos de la main et appliquez du centre du visage vers l’extérieur, au pinceau dense ou à l’éponge humide, en ajoutant une seconde couche fine seulement là où vous souhaitez plus de couvrance. Pour choisir votre teinte, répondez aux trois questions de notre guide « Trouver ma teinte », puis vérifiez-la le long de la mâchoire, à la lumière du jour : la bonne disparaît. Si vous hésitez entre deux, réservez une séance teint et nos artistes liront votre sous-ton.',
    },
    'couture-velvet-lipstick': {
      description:
        'Un rouge à lèvres mat poudré aux teintes pensées pour les lèvres foncées, du rouge brique à la figue grillée et à la cerise noire, dans un étui doré rechargeable.',
      fullDescription:
        'Les lèvres foncées sont souvent bicolores, et bien des rouges à lèvres laissent le contour plus sombre que le centre, ou se voient à peine. Couture Velvet repose sur un mélange de pigments à forte intensité qui dépose une couleur fidèle en un seul geste, sur l’une comme sur l’autre. Le beurre de karité et l’huile de ricin gardent ce fini mat poudré confortable pendant des heures, sans contour sec ni peaux mortes. Chaque teinte, du rouge brique à la figue grillée et à la cerise noire, a été choisie sur des carnations acajou, expresso et bronze avant d’être approuvée.',
      features: [
        'Une couleur fidèle en un seul geste, même sur des lèvres bicolores',
        'Un fini mat poudré qui reste confortable, sans dessécher ni craqueler',
        'Beurre de karité et huile de ricin pour une hydratation durable',
        'Des teintes choisies d’abord sur les peaux acajou, expresso et bronze',
        'Étui doré rechargeable ; recharges vendues séparément',
      ],
      howToUse:
        'Pour un contour des plus nets, dessinez et remplissez les lèvres avec un crayon d’une teinte plus foncée. Appliquez du centre des lèvres vers l’extérieur en suivant leur forme naturelle. Pour un effet flouté, estompé, déposez la couleur du bout du doigt ; pour une intensité totale, tamponnez puis appliquez une seconde couche.',
    },
    'bronze-veil-setting-powder': {
      description:
        'Une poudre compacte finement broyée, en cinq teintes, qui fixe le maquillage et atténue la brillance sans reflet au flash ni voile crayeux des poudres blanches.',
      fullDescription:
        'Les poudres translucides le sont rarement sur une peau foncée : riches en silice, elles blanchissent au flash et laissent le fond de teint terne et gris. Bronze Veil les remplace par cinq teintes, du miel à l’ébène, pour une poudre qui se fond dans la peau au lieu de s’y poser. La poudre de riz et le kaolin atténuent la brillance tout au long de la journée, et une touche de squalane garde un fini de peau plutôt que plat. Le poudrier miroir abrite une houppette en velours de taille réelle pour les retouches en chemin.',
      features: [
        'Cinq teintes, du miel à l’ébène',
        'Ni reflet ni voile blanc à la photographie au flash',
        'Poudre de riz et kaolin pour atténuer la brillance pendant des heures',
        'Enrichie en squalane pour un fini de peau, jamais plat',
        'Poudrier miroir rechargeable et houppette en velours de taille réelle',
      ],
      howToUse:
        'Déposez une fine couche sur le fond de teint à la houppette en velours, en insistant sur la zone T, puis estompez délicatement au grand pinceau pour flouter. Pour les retouches, tapotez plutôt que de balayer, afin que le fond de teint reste en place. Choisissez la teinte la plus proche de votre peau, ou une teinte plus foncée, jamais plus claire.',
    },
    'signature-complexion-session': {
      description:
        'Une séance en tête-à-tête avec une artiste Noirelle : votre sous-ton lu à la lumière du jour, un fond de teint qui se fond dans la peau et un rituel à reproduire chez vous.',
      fullDescription:
        'La plupart d’entre nous ont reçu leur teinte, si tant est qu’on nous l’ait proposée, sous l’éclairage d’un magasin, par quelqu’un qui n’avait jamais été formé aux peaux foncées. La Signature Complexion Session commence par votre peau nue, à la lumière du jour : notre artiste y lit votre sous-ton, rouge, doré, olive, neutre ou bleu-noir, et relève les nuances entre votre front, vos joues et votre mâchoire. Puis nous construisons votre teint pas à pas : préparation de la peau, le bon fond de teint ou un mélange sur mesure de deux teintes, un correcteur pour les cernes et les taches, et une méthode de fixation qui ne renvoie pas le flash. Vous repartez avec une fiche visage écrite et un rituel de dix minutes à reproduire.',
      features: [
        'Lecture du sous-ton à la lumière du jour, avec une artiste Noirelle formée aux peaux foncées',
        'Un fond de teint accordé, ou un mélange sur mesure de deux teintes, sur tout le visage',
        'Correction et camouflage des cernes et des taches',
        'Une technique de fixation éprouvée à la photographie au flash',
        'Une fiche visage écrite et un rituel de dix minutes à emporter',
      ],
      duration: '120 minutes',
    },
    'luminous-repair-serum': {
      description:
        'Un sérum sans rinçage, soyeux, de protéine de riz hydrolysée, de céramides et d’huile de baobab, qui renforce les pointes fragiles et rend leur brillance aux boucles et aux frisures.',
      fullDescription:
        'Les cheveux de type 3 et 4 sont d’une belle fragilité : chaque courbe d’une boucle est un endroit où la fibre peut casser, et le sébum peine à voyager du cuir chevelu jusqu’aux pointes. Luminous Repair Serum renforce la fibre de l’extérieur vers l’intérieur : la protéine de riz hydrolysée consolide les zones fragiles, les céramides lissent la cuticule et l’huile de baobab scelle l’hydratation. Sa texture légère apporte brillance et douceur sans effet cartonné ni accumulation, et protège de la chaleur jusqu’à 232 °C (450 °F). C’est la touche finale que nos coiffeuses choisissent après chaque jour de lavage, chaque lissage soyeux et chaque retrait de coiffure protectrice.',
      features: [
        'Protéine de riz hydrolysée pour renforcer les pointes fragiles, sujettes à la casse',
        'Céramides et huile de baobab pour lisser la cuticule et sceller l’hydratation',
        'Protection thermique jusqu’à 232 °C (450 °F) pour les lissages soyeux et les brushings',
        'Légère : brillance et douceur sans alourdir les boucles',
        'Sans alcools asséchants, sans accumulation entre deux lavages',
      ],
      howToUse:
        '1. Sur cheveux fraîchement lavés et humides, répartissez 3 à 5 pressions mèche par mèche, des longueurs aux pointes. 2. Appliquez sous votre produit coiffant pour un wash-and-go, un twist-out ou un braid-out, ou seul avant le brushing. 3. Entre deux lavages, lissez une pression sur les pointes sèches pour raviver la brillance et sceller l’hydratation.',
    },
    'chebe-ritual-oil': {
      description:
        'Une huile scellante infusée à froid de poudre de chébé du Tchad, d’huiles de ricin et de marula, qui aide les boucles serrées à garder leur hydratation, et leur longueur, entre deux lavages.',
      fullDescription:
        'Depuis des générations, les femmes Basara du Tchad enduisent leurs cheveux de chébé pour protéger de longues longueurs solides, et ce rituel est au cœur de cette huile. Nous laissons infuser lentement la poudre de graines de chébé dans des huiles de ricin, de marula et de baobab pressées à froid, puis nous la filtrons : vous avez le rituel sans le grain ni les résidus de la pâte traditionnelle. Utilisée pour sceller un soin sans rinçage à base d’eau, elle garde les pointes souples et aide à réduire la casse, pour que les boucles conservent davantage de la longueur qu’elles gagnent. Son parfum chaud de clou de girofle, de santal et de cardamome est un clin d’œil discret au mélange d’origine.',
      features: [
        'Poudre de chébé infusée à froid, sans le grain de la pâte traditionnelle',
        'Huiles de ricin, de marula et de baobab pour sceller l’hydratation',
        'Aide à réduire la casse, pour que les boucles gardent leur longueur',
        'Pensée pour les méthodes LOC et LCO et pour les coiffures protectrices',
        'Un parfum chaud de clou de girofle, de santal et de cardamome',
      ],
      howToUse:
        'Après un soin sans rinçage à base d’eau, réchauffez 4 à 6 gouttes entre vos paumes et lissez chaque mèche des longueurs aux pointes, la partie la plus ancienne et la plus fragile du cheveu. Utilisez-la comme étape huile de la méthode LOC ou LCO, ou massez-la légèrement le long des tresses et des vanilles deux fois par semaine pour garder les coiffures protectrices souples.',
    },
    'cloud-coil-defining-cream': {
      description:
        'Une crème fouettée de beurre de karité, de lin et de racine de guimauve qui définit les boucles et les frisures de type 3 et 4, avec une tenue souple, agréable au toucher, et une hydratation durable.',
      fullDescription:
        'Définir ne devrait pas vouloir dire cartonner, et hydrater ne devrait pas vouloir dire alourdir. Cloud Coil associe les beurres fouettés de karité et de mangue au gel de lin et à la racine de guimauve pour un effet glissant : les doigts glissent dans les boucles tandis que chacune se regroupe en une spirale définie. L’aloe vera et la glycérine attirent l’hydratation, les beurres la retiennent, et la coiffure reste douce au quatrième jour. Elle convient des boucles 3b aux cheveux crépus 4c très serrés, avec assez de tenue pour des twist-outs et des braid-outs qui doivent garder leur étirement face au rétrécissement.',
      features: [
        'Définit les boucles et frisures de type 3 et 4 sans effet cartonné ni pellicules',
        'Beurres de karité et de mangue pour une hydratation jusqu’au quatrième jour',
        'Lin et racine de guimauve pour un démêlage glissant et facilité',
        'Aide les twist-outs et braid-outs à garder leur étirement face au rétrécissement',
        'Sans huile minérale, sans sulfates, sans alcools asséchants',
      ],
      howToUse:
        'Appliquez sur cheveux trempés, par petites sections, en peignant la crème des racines aux pointes avec les doigts, puis lissez entre vos paumes pour former des mèches. Pour un twist-out, utilisez-en généreusement sur cheveux étirés et humides avant de torsader. Laissez sécher à l’air libre ou au diffuseur à faible chaleur, sans toucher jusqu’au séchage complet, pour une définition maximale.',
    },
    'scalp-edge-elixir': {
      description:
        'Un sérum pour le cuir chevelu, léger comme l’eau, au romarin, à la menthe poivrée et à la niacinamide, pour les cuirs chevelus tiraillés et qui desquament sous les tresses et les locks, avec un embout de précision pour les contours délicats.',
      fullDescription:
        'Les coiffures protectrices préservent les longueurs mais peuvent délaisser le cuir chevelu, tiraillé et sec pendant des semaines. Scalp & Edge Elixir est un sérum léger comme l’eau plutôt qu’une huile lourde : il atteint le cuir chevelu entre les tresses, les vanilles et les locks, sans accumulation ni résidu. Les huiles de feuille de romarin et de menthe poivrée apportent une sensation fraîche et tonifiante, la niacinamide et le panthénol apaisent la sensation de démangeaison et de tiraillement, et l’huile de ricin aux peptides de pois prend soin des cheveux fins d’une lisière éprouvée par la tension. L’embout fin permet de travailler directement le long de chaque raie et autour des contours, goutte à goutte.',
      features: [
        'Un sérum léger comme l’eau qui atteint le cuir chevelu entre tresses, vanilles et locks',
        'Romarin et menthe poivrée pour une sensation fraîche et tonifiante',
        'Niacinamide et panthénol pour apaiser la sensation de démangeaison et de tiraillement',
        'Huile de ricin et peptides de pois pour prendre soin des contours fragiles',
        'Embout de précision pour les raies et la lisière ; ne laisse aucun résidu',
      ],
      howToUse:
        '1. Séparez les cheveux, ou travaillez entre les tresses et les locks, et déposez une ligne de gouttes directement sur le cuir chevelu. 2. Massez du bout des doigts pendant deux minutes. 3. Pour les contours, lissez une ou deux gouttes le long de la lisière avec une brosse souple, et accordez-leur une pause loin des coiffures serrées. Trois à quatre fois par semaine, ou chaque jour lorsque vous portez une coiffure protectrice.',
    },
    'crown-restoration-ritual': {
      description:
        'Détox du cuir chevelu, équilibre protéines-hydratation et lissage soyeux ou wash-and-go défini, par des coiffeuses spécialistes des cheveux de type 3 et 4.',
      fullDescription:
        'Le Crown Restoration Ritual est notre réponse aux salons qui expédient les cheveux texturés ou les traitent comme un problème à gérer. Il commence par une consultation du cuir chevelu et une détox clarifiante à l’argile, qui lève l’accumulation de gels, d’huiles et de coiffures protectrices, suivie d’un test de mèche qui indique à votre coiffeuse si vos cheveux ont besoin de protéines, d’hydratation, ou des deux. Un soin sous vapeur à la protéine de riz, au beurre de karité et à l’huile de baobab est ajusté à ce résultat. Nous terminons, selon votre choix, par un lissage soyeux à basse température ou un wash-and-go défini, coiffé dans le respect de vos contours et de votre densité.',
      features: [
        'Consultation du cuir chevelu et détox clarifiante à l’argile',
        'Test de mèche pour équilibrer protéines et hydratation selon vos cheveux',
        'Soin sous vapeur à la protéine de riz, au beurre de karité et à l’huile de baobab',
        'Lissage soyeux à basse température ou wash-and-go défini en finition',
        'Des coiffeuses spécialistes des boucles et frisures de type 3 et 4',
      ],
      duration: '3 à 4 heures',
    },
  },
  categories: {
    skin: {
      name: 'Peau',
      description:
        'Des soins qui protègent d’abord la barrière des peaux riches en mélanine : un teint unifié sans agent éclaircissant, une hydratation profonde et une protection quotidienne sans trace grise.',
      philosophyTitle: 'Unifier, jamais éclaircir',
      philosophy: [
        'La peau riche en mélanine est à la fois résistante et réactive : elle retient merveilleusement l’hydratation, et répond à chaque irritation par une marque qui peut rester des mois. Nos soins sont pensés pour ces deux vérités.',
        'Nous traitons l’apparence de l’hyperpigmentation avec l’acide tranexamique, la niacinamide et l’acide azélaïque plutôt qu’avec des agents éclaircissants, nous protégeons la barrière par les céramides et le karité, et nos protections solaires disparaissent sur les peaux foncées au lieu d’y laisser un voile gris.',
      ],
    },
    makeup: {
      name: 'Maquillage',
      description:
        'Une couleur fondée sur les sous-tons profonds : des pigments qui restent fidèles sur les peaux expresso, acajou et bronze, du premier geste jusqu’au bout de la nuit.',
      philosophyTitle: 'La couleur commence par votre sous-ton',
      philosophy: [
        'La peau foncée porte des sous-tons rouges, dorés, olive et bleu-noir, souvent plus d’un à la fois. Une gamme de teintes ne vaut que par les sous-tons qu’elle comprend : c’est pourquoi chaque base Noirelle est accordée sur de vraies peaux, à la lumière du jour.',
        'Les pigments sont broyés assez denses pour rester fidèles sur l’expresso, l’acajou et le bronze : un or reste or, une prune reste prune, du premier geste jusqu’au bout de la nuit.',
      ],
    },
    hair: {
      name: 'Cheveux',
      description:
        'Des rituels pour les boucles, les frisures et les cheveux crépus : une hydratation qui dure entre deux lavages, des pointes plus fortes et un cuir chevelu choyé, jamais oublié.',
      philosophyTitle: 'Hydratation, force, un cuir chevelu choyé',
      philosophy: [
        'Les boucles serrées et les cheveux crépus perdent leur hydratation plus vite que les cheveux raides et cassent là où ils se courbent. Nos soins superposent humectants qui retiennent l’eau, huiles légères et beurres riches, pour une hydratation qui tient d’un jour de lavage au suivant.',
        'La protéine de riz et le chébé renforcent les pointes fragiles sans les rigidifier, et le cuir chevelu, trop souvent oublié sous les coiffures protectrices, a son propre rituel.',
      ],
    },
  },
  offerings: {
    'luxury-beauty-consultation': {
      description:
        'Une consultation privée de quatre-vingt-dix minutes, qui lit ensemble votre peau, vos cheveux et votre sous-ton, et vous laisse un rituel réfléchi pour les trois.',
      longDescription:
        'La plupart des routines se composent un produit à la fois, et sur une peau riche en mélanine et des cheveux texturés, les lacunes se voient : un sérum qui irrite et laisse des marques, un fond de teint qui grisaille avant midi, un produit coiffant qui lutte contre le rétrécissement au lieu de l’accompagner. Dans un salon privé, une consultante Noirelle confirmée considère l’ensemble : votre peau à la lumière du jour, votre sous-ton, votre type de boucle, la porosité de vos cheveux et votre cuir chevelu. Ensemble, vous faites le tri dans ce que vous possédez déjà, gardez ce qui fonctionne et ne comblez que les lacunes qui comptent. Vous repartez avec un rituel écrit pour le matin, le soir et le jour de lavage, et un appel de suivi six semaines plus tard.',
      duration: '90 minutes',
      features: [
        'Analyse de la peau sous une lumière équilibrée comme celle du jour',
        'Lecture du sous-ton : rouge, doré, olive ou bleu-noir',
        'Bilan du type de boucle, de la porosité et du cuir chevelu',
        'Un rituel écrit pour le matin, le soir et le jour de lavage',
        'Un appel de suivi six semaines plus tard',
      ],
    },
    'tailored-skincare-for-black-skin': {
      description:
        'Un soin de deux heures pensé pour les réalités des peaux riches en mélanine : taches brunes, grain irrégulier et déshydratation, traités sans peeling agressif ni chaleur.',
      longDescription:
        'La peau riche en mélanine répond à l’inflammation en produisant davantage de pigment : c’est pourquoi les peelings forts, la vapeur brûlante et les extractions précipitées laissent si souvent de nouvelles marques sur les peaux foncées. Ce soin est conçu dans l’autre sens. Votre facialiste nettoie à l’huile de baobab, affine le grain avec des enzymes de fruits et un acide mandélique faiblement dosé, et ne pratique d’extractions que là où elles sont nécessaires. Un masque à l’acide tranexamique et à la niacinamide agit sur l’apparence d’un teint irrégulier, tandis que la LED et un massage drainant et sculptant à l’huile de marula ramènent un éclat apaisé et uniforme. Le soin se conclut par des céramides, du squalane et Sheer Shield SPF 50, pour que vous puissiez retrouver aussitôt la lumière du jour.',
      duration: '120 minutes',
      features: [
        'Double nettoyage aux huiles de baobab et de marula',
        'Exfoliation aux enzymes et à l’acide mandélique, douce pour les peaux foncées',
        'Des extractions délicates, pensées pour éviter de nouvelles marques',
        'Masque à l’acide tranexamique et à la niacinamide pour un teint d’apparence uniforme',
        'Massage sculptant, puis céramides et SPF sans trace blanche',
      ],
    },
    'makeup-artistry-for-dark-skin': {
      description:
        'Soixante-quinze minutes avec une artiste formée aux peaux foncées : un fond de teint parfaitement accordé, des couleurs qui se révèlent sur votre carnation et un fini qui tient sous toutes les lumières.',
      longDescription:
        'Un beau maquillage sur peau foncée commence par un sous-ton bien lu, et c’est par là que commencent nos artistes. Que vous prépariez un mariage, une campagne, un tapis rouge ou que vous souhaitiez simplement apprendre à connaître votre visage, votre artiste accorde le fond de teint à votre sous-ton rouge, doré, olive, neutre ou bleu-noir, corrige cernes et taches avec des pêches et des orangés plutôt qu’avec des correcteurs gris, et construit les yeux et les lèvres avec des pigments qui restent fidèles sur les peaux foncées. Chaque étape est vérifiée à la lumière du jour et au flash, pour que rien ne grisaille ni ne renvoie la lumière sur les photographies. Vous repartez maquillée, avec une fiche visage qui explique comment recréer le look.',
      duration: '75 minutes',
      features: [
        'Des artistes formées spécifiquement aux peaux foncées et très foncées',
        'Un fond de teint accordé à votre sous-ton exact',
        'Correction des cernes et de l’hyperpigmentation',
        'Un fini vérifié à la lumière du jour et à la photographie au flash',
        'Une fiche visage personnelle pour recréer le look',
      ],
    },
    'bespoke-beauty-experience': {
      description:
        'Quatre heures qui réunissent peau, cheveux et maquillage dans un même salon privé, avec champagne, une équipe dédiée et un rituel composé pour vous seule.',
      longDescription:
        'La Bespoke Beauty Experience est l’expression la plus complète de la maison. Elle commence par une consultation privée, puis se poursuit par un soin du visage sur mesure pour peau riche en mélanine, un rituel du cuir chevelu et des cheveux par une coiffeuse spécialiste des textures de type 3 et 4, et une séance teint et maquillage avec une artiste confirmée. Entre les soins, le temps est au repos, avec du champagne ou notre thé maison et une collation légère. Vous repartez prête pour la soirée, avec un rituel écrit, une sélection choisie de produits Noirelle et une ligne directe vers votre équipe pour les mois qui suivent.',
      duration: '4 heures',
      features: [
        'Consultation privée et équipe dédiée de trois spécialistes',
        'Soin du visage sur mesure, rituel du cuir chevelu et des cheveux, et séance teint',
        'Coiffage des boucles, des frisures ou lissage soyeux, dans le respect de vos contours',
        'Champagne ou thé maison et collation légère dans un salon privé',
        'Une sélection de produits Noirelle et un rituel écrit à emporter',
      ],
    },
  },
  itemKinds: {
    'even-tone-concentrate': 'concentré unifiant anti-taches',
    'nuit-absolue-cream': 'crème de nuit',
    'sheer-shield-spf-50': 'crème solaire, écran solaire SPF 50',
    'baobab-cleansing-oil': 'huile démaquillante',
    'melanin-radiance-facial': 'soin du visage éclat',
    'celestial-eye-palette': 'palette de fards à paupières',
    'second-skin-foundation': 'fond de teint',
    'couture-velvet-lipstick': 'rouge à lèvres velours',
    'bronze-veil-setting-powder': 'poudre de finition fixatrice',
    'signature-complexion-session': 'séance maquillage du teint',
    'luminous-repair-serum': 'sérum capillaire réparateur',
    'chebe-ritual-oil': 'huile capillaire au chébé',
    'cloud-coil-defining-cream': 'crème coiffante pour boucles',
    'scalp-edge-elixir': 'élixir cuir chevelu et contours',
    'crown-restoration-ritual': 'soin capillaire réparateur',
  },
  whyChoose: [
    {
      title: 'Spécialistes des peaux riches en mélanine',
      text: 'Chaque facialiste et chaque artiste est formée en interne aux peaux foncées : comment elles marquent, comment elles se déshydratent, et comment travailler avec elles plutôt que contre elles.',
    },
    {
      title: 'Les cheveux texturés, compris',
      text: 'Nos coiffeuses travaillent chaque jour les boucles et frisures de type 3 et 4, du wash-and-go au lissage soyeux et aux coiffures protectrices, avec un vrai soin des contours et du cuir chevelu.',
    },
    {
      title: 'Le sous-ton avant la teinte',
      text: 'Nous lisons les sous-tons rouges, dorés, olive et bleu-noir à la lumière du jour avant de choisir le moindre produit, pour une couleur fidèle sous toutes les lumières.',
    },
    {
      title: 'Un soin privé, sans hâte',
      text: 'Les rendez-vous ont lieu dans des salons privés et ne se chevauchent jamais, avec une conciergerie qui suit votre rituel par la suite.',
    },
  ],
  about: {
    domainStory: {
      title: 'Une occasion rare : quatre domaines beauté, une seule maison',
      paragraphs: [
        'Noirelle se présente ici comme une maison de beauté de luxe complète pour les femmes noires et les personnes de couleur, fondée à Beverly Hills en 2015 : trois collections pour la peau, le maquillage et les cheveux, une carte de soins, une conseillère beauté IA et des boutiques dans neuf villes. C’est aussi une démonstration grandeur nature. Sa véritable raison d’être est de montrer, en fonctionnement, ce que l’on peut bâtir sur quatre noms de domaine beauté : noirelle.beauty, noirelle.skin, noirelle.hair et noirelle.makeup.',
        'Ensemble, ils forment un seul actif numérique : un domaine beauté phare et trois domaines de catégorie qui épousent exactement la façon dont les clientes achètent, par la peau, le maquillage et les cheveux. Pour une marque, un distributeur ou un investisseur qui s’adresse au marché en pleine croissance des peaux riches en mélanine et des cheveux texturés, ils offrent une adresse mémorable et cohérente, difficile à réunir autrement.',
        'Les quatre domaines sont proposés ensemble, en un seul lot : il n’est pas vendu séparément, aucun domaine n’est disponible seul, et il n’y a pas d’enchères. Le lot reviendra à un seul acquéreur sérieux, par accord privé.',
        'Ceci n’est pas une lettre d’information. Manifester votre intérêt signifie simplement laisser votre adresse e-mail en tant qu’acquéreur potentiel, afin que nous puissions vous contacter directement au sujet de l’acquisition. Vous ne serez inscrit à aucune liste de diffusion.',
      ],
    },
    values: [
      {
        title: 'La mélanine d’abord',
        text: 'Chaque formule et chaque teinte est développée sur des peaux riches en mélanine et des cheveux texturés dès le premier échantillon, jamais adaptée après coup.',
      },
      {
        title: 'Unifier, jamais éclaircir',
        text: 'Nous agissons sur l’apparence des taches brunes et d’un teint irrégulier sans hydroquinone, sans mercure ni agent éclaircissant. Votre profondeur est l’essentiel, pas le problème.',
      },
      {
        title: 'Des ingrédients à l’origine connue',
        text: 'Beurre de karité de coopératives de femmes du nord du Ghana, chébé du Tchad, baobab et marula d’Afrique australe, suivis de la récolte au flacon.',
      },
      {
        title: 'Le soin sans hâte',
        text: 'Des salons privés, des spécialistes formées en interne et des rendez-vous qui ne se chevauchent jamais, car bien prendre soin des cheveux texturés demande du temps.',
      },
    ],
    divisions: {
      '/skin':
        'Des soins qui protègent d’abord la barrière des peaux riches en mélanine : acide tranexamique et niacinamide contre l’apparence des marques post-inflammatoires, céramides et beurre de karité contre le teint grisé, et un SPF 50 sans trace blanche.',
      '/makeup':
        'Une couleur fondée sur le sous-ton : une gamme de fonds de teint accordée au rouge, au doré, à l’olive et au bleu-noir, des palettes développées sur les paupières les plus foncées et des poudres qui ne renvoient jamais le flash.',
      '/hair':
        'Des rituels pour les boucles et frisures de type 3 et 4 : chébé, baobab et protéine de riz pour retenir l’hydratation et renforcer les pointes, et des soins du cuir chevelu pensés pour les coiffures protectrices.',
      '/beauty':
        'La maison phare qui réunit les trois : consultations privées, expériences sur mesure, notre conseillère beauté IA et nos boutiques, de Beverly Hills à Paris.',
    },
    clientQuotes: [
      {
        quote: 'La première maison de beauté où je n’ai pas eu à expliquer ma peau. Elles connaissaient déjà les taches, le teint grisé et le sous-ton, et avaient une réponse pour chacun.',
        city: 'Londres',
      },
      {
        quote: 'Ma coiffeuse a passé une heure rien que sur mon cuir chevelu et mes contours avant de toucher aux longueurs. Mes cheveux 4b n’ont jamais été aussi doux, ni un twist-out aussi durable.',
        city: 'Atlanta',
      },
      {
        quote: 'Enfin, un fond de teint accordé à mon sous-ton bleu-noir. Je l’ai porté pendant douze heures de tournage et il n’a jamais grisé.',
        city: 'Paris',
      },
    ],
    promises: [
      'Des formules développées et testées en conditions réelles sur les peaux riches en mélanine et les cheveux texturés',
      'Jamais d’hydroquinone, de mercure ni d’agent éclaircissant',
      'Lecture du sous-ton et choix de la teinte offerts, en boutique ou en ligne',
      'Un service client dans le monde entier, en anglais, en français et en espagnol',
      'Des écrins rechargeables pour nos palettes, rouges à lèvres et crèmes',
      'Une réponse à chaque message sous 24 heures',
    ],
  },
  home: {
    collectionCards: {
      skin: {
        title: 'Peau',
        description:
          'Acide tranexamique, niacinamide et céramides pour un teint d’apparence uniforme et une barrière qui retient son hydratation, avec un SPF sans trace blanche.',
      },
      makeup: {
        title: 'Maquillage',
        description:
          'Un fond de teint accordé aux sous-tons rouges, dorés, olive et bleu-noir, et des pigments fidèles sur les peaux les plus foncées, du premier geste à la dernière lueur.',
      },
      hair: {
        title: 'Cheveux',
        description:
          'Chébé, baobab et protéine de riz pour les boucles et les frisures : une hydratation qui dure entre deux lavages, des pointes plus fortes et un cuir chevelu choyé.',
      },
    },
    scienceSection: {
      eyebrow: 'Science et formulation',
      title: 'Formulé pour la mélanine, testé sur les cheveux texturés',
      paragraphs: [
        'Une peau riche en mélanine n’est pas simplement une peau plus foncée. Ses cellules pigmentaires réagissent vite à l’inflammation : voilà pourquoi un bouton, un peeling trop fort ou un nettoyant décapant peuvent laisser une marque pendant des mois, et pourquoi une barrière déshydratée se trahit par un teint grisé. Chaque soin Noirelle part de ce constat : des actifs comme l’acide tranexamique, la niacinamide et l’acide azélaïque, à des doses choisies pour leur efficacité sans irritation, enveloppés de céramides, de squalane et de beurre de karité.',
        'Les cheveux texturés ont leur propre architecture. Les torsions et les courbes d’une boucle de type 4 rendent chaque cheveu plus sujet à la casse et empêchent le sébum de voyager jusqu’aux pointes. Nos formules capillaires allient hydratation et force, grâce à la protéine de riz hydrolysée, aux huiles de baobab et de ricin et au chébé infusé à froid, et sont testées au fil de cycles complets de lavage et de coiffures protectrices, sur des boucles de 3a à 4c.',
      ],
      pillars: [
        {
          title: 'Unifier, jamais éclaircir',
          text: 'Sans hydroquinone, sans mercure, sans agent éclaircissant. Nous agissons sur l’apparence des taches brunes et de l’hyperpigmentation post-inflammatoire dans le respect de votre profondeur naturelle.',
        },
        {
          title: 'La couleur guidée par le sous-ton',
          text: 'Chaque teinte est d’abord développée sur peau foncée et accordée à un sous-ton rouge, doré, olive, neutre ou bleu-noir, avec des pigments enrobés qui résistent à la grisaille et à l’oxydation.',
        },
        {
          title: 'Une hydratation qui reste',
          text: 'Les humectants attirent l’eau, les beurres et les huiles l’y retiennent : les boucles restent douces entre deux lavages, et la peau souple, sans voile grisé.',
        },
      ],
      quote: {
        text: 'Trop longtemps, nos peaux et nos cheveux ont été une pensée après coup au laboratoire : testés en dernier, quand ils l’étaient. Chez Noirelle, chaque formule commence sur les peaux riches en mélanine et les boucles de type 4, et rien ne quitte le laboratoire avant d’y avoir fait ses preuves.',
        role: 'Directrice de la formulation, Laboratoire Noirelle, Beverly Hills',
      },
    },
    testimonials: {
      'testimonial-simone': {
        quote:
          'J’ai des cheveux 4c et je ne compte plus les crèmes qui promettaient de la définition et ne m’ont donné que du carton. Cloud Coil et le Luminous Repair Serum ont changé mon jour de lavage : mes twist-outs tiennent leur forme jusqu’au quatrième jour, et mes pointes n’ont jamais paru en meilleure santé.',
        title: 'Avocate associée, contentieux',
      },
      'testimonial-keisha': {
        quote:
          'Je porte des tresses sans nœuds presque toute l’année, et mon cuir chevelu le payait toujours. Le Scalp & Edge Elixir atteint les raies, mes contours paraissent en meilleure santé et mon cuir chevelu est enfin apaisé ; quant au Crown Restoration Ritual, c’est le premier rendez-vous en salon où personne n’a bousculé mes cheveux.',
        title: 'Directrice de création',
      },
      'testimonial-amara': {
        quote:
          'Lors de ma Signature Complexion Session, l’artiste a lu mon sous-ton à la lumière du jour et m’a dit que j’étais olive, pas rouge. Pour la première fois en quinze ans, mon fond de teint disparaît, et le SPF ne laisse aucun voile gris à l’écran.',
        title: 'Journaliste de télévision',
      },
    },
  },
  depths: { 1: 'Très clair', 2: 'Clair', 3: 'Clair moyen', 4: 'Moyen', 5: 'Moyen hâlé', 6: 'Hâlé', 7: 'Profond', 8: 'Profond intense', 9: 'Très profond', 10: 'Ultra profond' },
  undertones: { red: 'rouge', gold: 'doré', olive: 'olive', neutral: 'neutre', 'blue-black': 'bleu-noir' },
  deeper: ', plus intense',
  finderLine: (shade, depth, monk, undertone) => `${shade}\u00a0: Second Skin Foundation pour peau de profondeur «\u00a0${depth.toLowerCase()}\u00a0» (Monk ${monk}), au sous-ton ${undertone}.`,
  art: {
    'packshot-dropper': 'Un flacon compte-gouttes en verre ambré à collerette dorée, dans une douce lumière de studio',
    'packshot-serum': 'Un grand flacon de sérum teinté rose, à pompe dorée',
    'packshot-jar': 'Un pot de crème trapu au couvercle doré',
    'packshot-tube': 'Un tube souple rose au bouchon doré',
    'packshot-lipstick': 'Un rouge à lèvres rose profond sortant d’un étui doré',
    'packshot-compact': 'Un poudrier ouvert, avec son miroir et sa poudre compacte bronze',
    'packshot-palette': 'Une palette de fards ouverte, en bronze, or, prune et acajou',
    'packshot-oil': 'Un flacon d’huile capillaire ambré',
    'packshot-brush': 'Un pinceau de maquillage à virole dorée',
    'packshot-serum-mahogany': 'Un grand flacon de fond de teint acajou, à pompe dorée',
    'packshot-serum-gold': 'Un grand flacon de sérum capillaire doré, à pompe dorée',
    'packshot-jar-shea': 'Un pot de crème fouettée au karité pour boucles, au couvercle doré',
    'packshot-dropper-bronze': 'Un flacon compte-gouttes teinté bronze d’élixir pour le cuir chevelu, à collerette dorée',
    'packshot-oil-gold': 'Un flacon d’huile démaquillante dorée',
    'packshot-dropper-light': 'Un flacon compte-gouttes à collerette dorée, photographié sur fond ivoire chaud',
    'packshot-serum-light': 'Un flacon de sérum à pompe dorée, photographié sur fond ivoire chaud',
    'packshot-jar-light': 'Un pot de crème au couvercle doré, photographié sur fond ivoire chaud',
    'packshot-tube-light': 'Un tube souple au bouchon doré, photographié sur fond ivoire chaud',
    'packshot-lipstick-light': 'Un rouge à lèvres dans un étui doré, photographié sur fond ivoire chaud',
    'packshot-compact-light': 'Un poudrier ouvert, photographié sur fond ivoire chaud',
    'packshot-palette-light': 'Une palette de fards ouverte, photographiée sur fond ivoire chaud',
    'packshot-oil-light': 'Un flacon d’huile capillaire, photographié sur fond ivoire chaud',
    'packshot-brush-light': 'Un pinceau de maquillage à virole dorée, photographié sur fond ivoire chaud',
    'texture-silk': 'Une soie drapée ombre et bronze aux reflets dorés',
    'texture-silk-folded': 'Des plis de soie bronze dans une chaude lumière dorée',
    'texture-clay': 'Une nappe lisse de masque à l’argile terre cuite, marquée d’un trait de spatule',
    'shade-swatches': 'Des touches de Second Skin Foundation dans ses quarante teintes, de la plus claire à la plus foncée, sous une chaude lumière principale',
    'portrait-coils': 'Portrait abstrait : une silhouette couronnée de boucles éclairées d’or',
    'portrait-braids': 'Portrait abstrait : une silhouette aux longues tresses fluides',
    'portrait-wrap': 'Portrait abstrait : une silhouette coiffée d’un foulard sculptural',
  },
} satisfies CatalogueCopy;
