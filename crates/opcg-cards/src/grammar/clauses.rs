//! The clause families of card text, one entry each (see [`super`] and ARCHITECTURE.md).
//!
//! An entry reads:
//! ```text
//! "name" (hole: KIND, …; fixed = value, …) { AST pattern }
//!     en ["written template", "variant also read", …]
//!     ja ["written template", …];
//! ```
//! The AST pattern is used twice: as an expression (the hole names bound to the values read) to
//! build the effect, and as a match pattern to take an effect apart for writing, so the two
//! directions cannot drift. A *fixed* name is a field the wording does not show, of a value
//! a pattern cannot spell (`filter = Filter::any()`): the effect is built with it, and only an
//! effect with it is written by the family. Kinds are in [`super::holes`]; the template language is in
//! [`super::template`]. Families are tried in order: put a family before another whose template
//! is a prefix of its own.

use opcg_engine::effect::{Act, Amount, Counted, Dest, Duration, Effect, Filter, OwnAbility, PickTo, Pile, PlayerRestriction, PowerOf, Prohibition, RestTo, Selector, Side, Targetable};
use opcg_engine::Keyword;

use super::holes;
use super::template::{Family, Vals};

/// A grammar table: `clauses! { pub static NAME: Type; entries… }`.
macro_rules! clauses {
    ($(#[$tm:meta])* pub static $table:ident : $ty:ty ; $( $(#[doc = $doc:literal])* $name:literal ( $($v:ident : $k:ident),* $(; $($fv:ident = $fe:expr),+)? ) { $($ast:tt)+ }
        en [$($en:literal),+ $(,)?] ja [$($ja:literal),+ $(,)?] ; )*) => {
        $(#[$tm])*
        pub static $table: &[Family<$ty>] = &[$(
            Family {
                name: $name,
                holes: &[$((stringify!($v), &holes::$k)),*],
                en: &[$($en),+],
                ja: &[$($ja),+],
                build: |_vals: &Vals| {
                    $( let $v = _vals.get(stringify!($v))?; )*
                    $($( let $fv = $fe; )+)?
                    Some($($ast)+)
                },
                split: |_e: &$ty| {
                    #[allow(unreachable_patterns)]
                    match _e {
                        $($ast)+ if true $($( && *$fv == $fe )+)? => {
                            #[allow(unused_mut)]
                            let mut _vals = Vals::default();
                            $( _vals.put(stringify!($v), $v.clone()); )*
                            Some(_vals)
                        }
                        _ => None,
                    }
                },
            },
        )*];
    };
}

pub(crate) use clauses;

clauses! {
    /// Every clause family, in the order they are tried.
    pub static CLAUSES: Effect;
    /// "Draw N cards." (4-5-3); "Draw up to N cards." (4-5-4: one yes/no per card)
    "draw" (up_to: FLAG, n: INT) { Effect::Draw { amount: Amount::Fixed(n), up_to } }
        en ["draw {up_to?up to |}{n} {n:card|cards}"]
        ja ["カード{n}枚{up_to?まで|}を~引く"];
    /// "Reveal 1 card from the top of your deck and add up to 1 <filter> to your hand. Then, place
    /// the rest at the bottom of your deck." (the card is shown to both players)
    "reveal-add" (f: HAND_FILTER)
        { Effect::Search { look: 1, filter: f, up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: true } }
        en ["reveal 1 card from the top of your deck and add up to 1 {f} to your hand. Then, place the rest at the bottom of your deck"]
        ja ["自分のデッキの上から1枚を公開し、{f}1枚までを、手札に加える。その後、残りをデッキの下に~置く"];
    /// "Reveal 1 card from the top of your deck and play up to 1 <filter> (rested). Then, place
    /// the rest at the top or bottom of your deck."
    "reveal-play" (f: HAND_FILTER, rested: FLAG)
        { Effect::Search { look: 1, filter: f, up_to: 1, pick_to: PickTo::Play { rested }, rest: RestTo::TopOrBottom, reveal: true } }
        en [
            "reveal 1 card from the top of your deck and play up to 1 {f}{rested? rested|}. Then, place the rest at the top or bottom of your deck",
            "reveal 1 card from the top of your deck, play up to 1 {f}{rested? rested|}, and place the rest at the top or bottom of your deck",
        ]
        ja [
            "自分のデッキの上から1枚を公開し、{f}1枚までを、{rested?レストで|}登場させる。その後、残りをデッキの上か下に~置く",
            "自分のデッキの上から1枚を公開し、{f}1枚までを、{rested?レストで|}登場させ、残りをデッキの上か下に~置く",
        ];
    "reveal-play-bottom" (f: HAND_FILTER, rested: FLAG)
        { Effect::Search { look: 1, filter: f, up_to: 1, pick_to: PickTo::Play { rested }, rest: RestTo::BottomAnyOrder, reveal: true } }
        en ["reveal 1 card from the top of your deck and play up to 1 {f}{rested? rested|}. Then, place the rest at the bottom of your deck"]
        ja ["自分のデッキの上から1枚を公開し、{f}1枚までを、{rested?レストで|}登場させる。その後、残りをデッキの下に~置く"];
    /// "Reveal 1 card from the top of your deck / Life cards": it becomes "that card".
    "reveal-top" (life: FLAG) { Effect::RevealTop { life } }
        en ["reveal 1 card from the top of your {life?Life cards|deck}"]
        ja ["自分の{life?ライフ|デッキ}の上から1枚を~公開する", "自分の{life?ライフ|デッキ}の一番上を~公開する"];
    "play-that-card" (rested: FLAG) { Effect::PlayChosen { rested } }
        en ["play that card{rested? rested|}"]
        ja ["{rested?レストで|}~登場させる"];
    "declare-cost-reveal" () { Effect::DeclareCostReveal }
        en ["choose a cost and reveal 1 card from the top of your opponent's deck"]
        ja ["任意のコストを宣言し、相手のデッキの上から1枚を~公開する"];
    /// "Place the revealed card at the top of your deck" (公開したカードをデッキの上に置く): the card
    /// a reveal showed (from the deck, or from the hand by a cost), from where it is.
    "place-revealed-card" (bottom: FLAG; filter = Filter::any())
        { Effect::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter, to: Dest::Deck { bottom } } }
        en ["place the revealed card at the {bottom?bottom|top} of your deck"]
        ja ["公開したカードをデッキの{bottom?下|上}に~置く"];
    "this-to-hand" () { Effect::ThisToHand }
        en ["add this card to your hand"]
        ja ["このカードを手札に~加える"];
    "play-this" () { Effect::PlayThis { rested: false } }
        en ["play this card"]
        ja ["このカードを~登場させる"];
    /// "Play this Character card from your trash rested" (an [On K.O.]: the card is in the trash,
    /// 10-2-17-1).
    "play-this-rested-from-trash" () { Effect::PlayThis { rested: true } }
        en ["play this Character card from your trash rested"]
        ja ["このキャラカードをトラッシュからレストで~登場させる"];
    /// The effect's player cannot see the cards: taken at random.
    "trash-opponents-hand" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::You, count: n, up_to: false, filter, to: Dest::Trash } }
        en ["trash {n} {n:card|cards} from your opponent's hand"]
        ja ["相手の手札{n}枚を~捨てる"];
    /// "any number of" (任意の枚数): the player picks as many of the cards as they like, none
    /// or all ([`Effect::ALL`] with `up_to`); "for every card trashed" after it counts them.
    /// "Trash any number of {Music} type cards from your hand" (自分の手札から特徴《音楽》を持つ
    /// カードを任意の枚数捨てる).
    "trash-any-number-from-hand" (f: PLURAL_HAND_FILTER)
        { Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: Effect::ALL, up_to: true, filter: f, to: Dest::Trash } }
        en ["trash any number of {f} from your hand"]
        ja ["自分の手札から{f}を任意の枚数~捨てる", "自分の手札から任意の枚数{f}を~捨てる"];
    /// "Place any number of Character cards with a cost of 4 or more from your trash at the
    /// bottom of your deck in any order" (自分のトラッシュからコスト4以上のキャラカードを任意の枚数
    /// 好きな順番でデッキの下に置く).
    "trash-any-number-to-deck-bottom" (f: PLURAL_HAND_FILTER)
        { Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: Effect::ALL, up_to: true, filter: f, to: Dest::Deck { bottom: true } } }
        en ["place any number of {f} from your trash at the bottom of your deck in any order"]
        ja ["自分のトラッシュから{f}を任意の枚数好きな順番でデッキの下に~置く"];
    /// "Return any number of Characters on your field to the owner's hand" (自分の場のキャラを任意の
    /// 枚数手札に戻す).
    "return-any-number" (f: PLURAL_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: Effect::ALL, up_to: true, all: false, more: None }, act: Act::ReturnToHand } }
        en ["return any number of {f} on your field to the owner's hand"]
        ja ["自分の場の{f}を任意の枚数手札に~戻す"];
    /// "K.O. any number of your {Thriller Bark Pirates} type Characters with a cost of 2 or less"
    /// (自分のコスト2以下の特徴《スリラーバーク海賊団》を持つキャラを任意の枚数KOする).
    "ko-any-number" (f: PLURAL_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: Effect::ALL, up_to: true, all: false, more: None }, act: Act::Ko } }
        en ["K.O. any number of your {f}"]
        ja ["自分の{f}を任意の枚数~KOする"];
    "opponent-trashes-from-hand" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::Opponent, count: n, up_to: false, filter, to: Dest::Trash } }
        en ["your opponent trashes {n} {n:card|cards} from their hand", "your opponent chooses {n} {n:card|cards} from their hand and trashes {n:it|them}"]
        ja ["相手は自身の手札{n}枚を~捨てる", "相手は自身の手札{n}枚を選び、~捨てる"];
    "hand-to-deck" (n: COUNT, bottom: FLAG; filter = Filter::any())
        { Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to: false, filter, to: Dest::Deck { bottom } } }
        en ["place {n} {n:card|cards} from your hand at the {bottom?bottom|top} of your deck{n:| in any order}"]
        ja ["自分の手札{n}枚を{n:|好きな順番で}デッキの{bottom?下|上}に~置く"];
    /// The player picks the cards in the order they go, then the top or the bottom for all.
    "hand-to-deck-top-or-bottom" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to: false, filter, to: Dest::DeckTopOrBottom } }
        en ["place {n} {n:card|cards} from your hand at the top or bottom of your deck{n:| in any order}"]
        ja ["自分の手札{n}枚を{n:|好きな順番で並び替え、}デッキの上か下に~置く", "自分の手札{n}枚を{n:|好きな順番に並び替え、}デッキの上か下に~置く"];
    "opponent-hand-to-deck-bottom" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::Opponent, count: n, up_to: false, filter, to: Dest::Deck { bottom: true } } }
        en [
            "your opponent places {n} {n:card|cards} from their hand at the bottom of their deck{n:| in any order}",
            "your opponent must place {n} {n:card|cards} from their hand at the bottom of their deck{n:| in any order}",
        ]
        ja ["相手は自身の手札{n}枚を{n:|好きな順番で}デッキの下に~置く"];
    "opponent-trash-to-deck-bottom" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: n, up_to: false, filter, to: Dest::Deck { bottom: true } } }
        en ["your opponent places {n} {n:card|cards} from their trash at the bottom of their deck{n:| in any order}"]
        ja ["相手は自身のトラッシュのカード{n}枚を{n:|好きな順番で}デッキの下に~置く", "相手は自身のトラッシュのカード{n}枚を、{n:|好きな順番で}デッキの下に~置く", "相手は自身のトラッシュからカード{n}枚を、{n:|好きな順番で}デッキの下に~置く"];
    /// "Your opponent places 3 Events from their trash at the bottom of their deck in any order"
    /// (相手は自身のトラッシュからイベント3枚を、好きな順番でデッキの下に置く): cards of a kind.
    "opponent-trash-to-deck-bottom-of-kind" (n: COUNT, f: HAND_FILTER)
        { Effect::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: n, up_to: false, filter: f, to: Dest::Deck { bottom: true } } }
        en ["your opponent places {n} {f@n} from their trash at the bottom of their deck{n:| in any order}"]
        ja ["相手は自身のトラッシュから{f}{n}枚を、{n:|好きな順番で}デッキの下に~置く", "相手は自身のトラッシュの{f}{n}枚を{n:|好きな順番で}デッキの下に~置く"];
    /// "Your opponent chooses 1 card from your hand; trash that card." (自分の手札1枚を相手が選び、
    /// 捨てる): the opponent cannot see the hand, so the card is taken at random (3-4-3).
    "opponent-chooses-from-your-hand" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::Opponent, count: n, up_to: false, filter, to: Dest::Trash } }
        en ["your opponent chooses {n} {n:card|cards} from your hand; trash {n:that card|those cards}"]
        ja ["自分の手札{n}枚を相手が選び、~捨てる"];
    /// "Your opponent returns 1 of their Characters to the owner's hand" (相手は自身のキャラ1枚を、
    /// 持ち主の手札に戻す): the opponent chooses, exactly that many if they can.
    "opponent-returns-own-characters" (sel: THEIR_CHARACTERS) { Effect::Targeted { sel, act: Act::ReturnToHand } }
        en ["your opponent returns {sel} to the owner's hand"]
        ja ["相手は{sel}を、持ち主の手札に~戻す", "相手は{sel}を持ち主の手札に~戻す"];
    /// "Your opponent places 1 of their Characters at the bottom of the owner's deck" (相手は自身の
    /// キャラ1枚を、持ち主のデッキの下に置く).
    "opponent-places-own-characters" (sel: THEIR_CHARACTERS) { Effect::Targeted { sel, act: Act::ToDeckBottom } }
        en ["your opponent places {sel} at the bottom of the owner's deck"]
        ja ["相手は{sel}を、持ち主のデッキの下に~置く", "相手は{sel}を持ち主のデッキの下に~置く"];
    "activate-own" (t: TIMING) { Effect::ActivateOwn(OwnAbility::Activated(t)) }
        en ["activate this card's {t} effect"]
        ja ["このカードの{t}効果を~発動する"];
    "activate-own-auto" (w: WHEN_TAG) { Effect::ActivateOwn(OwnAbility::Auto(w)) }
        en ["activate this card's {w} effect"]
        ja ["このカードの{w}効果を~発動する"];
    /// "Give up to 3 of your {Animal} type Characters up to 1 rested DON!! card each" (each
    /// chosen card gets up to N of the rested DON!!; 「…キャラ3枚までにレストのドン‼1枚ずつまでを、
    /// 付与する」).
    "give-rested-don-each" (to: SELECTORS, n: COUNT) { Effect::GiveRestedDon { count: n, to } }
        en ["give {to} up to {n} rested DON!! {n:card|cards} each"]
        ja ["{to}にレストのドン‼{n}枚ずつまでを、~付与する"];
    /// "Give up to 1 rested DON!! card to each of your {Alabasta} type Characters" (自分の特徴
    /// 《アラバスタ王国》を持つキャラすべてにレストのドン‼1枚ずつまでを、付与する): every one of them,
    /// no choice of receivers (unless the rested DON!! run short).
    "give-rested-don-to-all" (f: YOUR_CHARACTERS, n: COUNT)
        { Effect::GiveRestedDon { count: n, to: Selector { side: Side::You, what: Targetable::Character, filter: f, count: 0, up_to: false, all: true, more: None } } }
        en ["give up to {n} rested DON!! {n:card|cards} to each of your {f}"]
        ja ["{f}すべてにレストのドン‼{n}枚ずつまでを、~付与する"];
    /// "Give up to 2 total of your currently given DON!! cards to 1 of your Characters" (自分の
    /// 付与されているドン‼合計2枚までを、自分のキャラ1枚に付与する; one card: "up to 1 of your currently
    /// given DON!! cards", 「ドン‼1枚までを」): DON!! already given to the player's other cards move
    /// to the one chosen.
    "give-given-don" (n: COUNT, f: YOUR_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: 1, up_to: false, all: false, more: None }, act: Act::GiveGivenDon(n) } }
        en ["give up to {n} {n:|total }of your currently given DON!! cards to 1 of your {f}"]
        ja ["自分の付与されているドン‼{n:|合計}{n}枚までを、{f}1枚に~付与する"];
    "set-don-active" (n: COUNT) { Effect::SetDon { side: Side::You, count: n, up_to: true, rested: false } }
        en ["set up to {n} of your DON!! cards as active"]
        ja ["自分のドン‼{n}枚までを{?、}~アクティブにする"];
    /// "rest 1 of your Characters with a cost of 3 or more" (自分のコスト3以上のキャラ1枚をレストに
    /// する): exactly that many of the player's own active Characters, if there are (8-4-4-1).
    "rest-own-characters" (n: COUNT, f: YOUR_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: n, up_to: false, all: false, more: None }, act: Act::Rest } }
        en ["rest {n} of your {f}"]
        ja ["{f}{n}枚を~レストにする"];
    /// "K.O. 1 of your {Dressrosa} type Characters" (自分の特徴《ドレスローザ》を持つキャラ1枚を、
    /// KOする): exactly that many of one's own.
    "ko-own-characters" (n: COUNT, f: YOUR_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: n, up_to: false, all: false, more: None }, act: Act::Ko } }
        en ["K.O. {n} of your {f}"]
        ja ["{f}{n}枚を、~KOする", "{f}{n}枚を~KOする"];
    /// "Trash 1 of your {FILM} type Characters" (自分の特徴《FILM》を持つキャラ1枚をトラッシュに
    /// 置く): exactly that many of one's own, moved to the trash without a K.O.
    "trash-own-characters" (n: COUNT, f: YOUR_CHARACTERS)
        { Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Character, filter: f, count: n, up_to: false, all: false, more: None }, act: Act::Trash } }
        en ["trash {n} of your {f}"]
        ja ["{f}{n}枚をトラッシュに~置く"];
    /// (the DON!! rested are active ones: "rest 2 of your active DON!! cards" is a printing)
    "rest-don" (n: COUNT) { Effect::SetDon { side: Side::You, count: n, up_to: false, rested: true } }
        en ["rest {n} of your DON!! cards", "rest {n} of your active DON!! cards"]
        ja ["自分のドン‼{n}枚を~レストにする", "自分のアクティブのドン‼{n}枚を~レストにする"];
    /// "Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 or less" ("Rest
    /// up to a total of 2 of your opponent's Characters or DON!! cards": the same choice; before
    /// "rest-opponent-don", a prefix of it; the limit is the Characters'; 「相手の、コスト3以下のキャラかドン‼1枚までを、レストにする」).
    "rest-opponent-don-or-character" (n: COUNT, f: FIELD_LIMITS) { Effect::RestDonOrCharacter { count: n, filter: f } }
        en ["rest up to {n} of your opponent's DON!! cards or Characters{f}", "rest up to a total of {n} of your opponent's Characters{f} or DON!! cards"]
        ja ["相手の、{f}キャラかドン‼{n}枚までを、~レストにする", "相手の、{f}キャラかドン‼合計{n}枚までを、~レストにする", "相手の{f}キャラ1枚かドン‼{n}枚までを、~レストにする"];
    "rest-opponent-don" (n: COUNT) { Effect::SetDon { side: Side::Opponent, count: n, up_to: true, rested: true } }
        en ["rest up to {n} of your opponent's DON!! cards"]
        ja ["相手のドン‼{n}枚までを、~レストにする"];
    "return-don" (n: COUNT) { Effect::ReturnDon { side: Side::You, count: n } }
        en ["return {n} DON!! {n:card|cards} from your field to your DON!! deck"]
        ja ["自分の場のドン‼{n}枚をドン‼デッキに~戻す"];
    "opponent-returns-don" (n: COUNT) { Effect::ReturnDon { side: Side::Opponent, count: n } }
        en ["your opponent returns {n} DON!! {n:card|cards} from their field to their DON!! deck"]
        ja ["相手は自身の場のドン‼{n}枚をドン‼デッキに~戻す"];
    "life-to-hand" (n: COUNT) { Effect::MoveTop { side: Side::You, from: Pile::Life, count: n, up_to: false, to: Dest::Hand } }
        en ["add {n} {n:card|cards} from the top of your Life cards to your hand"]
        ja ["自分のライフの上から{n}枚を手札に~加える"];
    "deck-to-life" (up_to: FLAG, n: COUNT, face_up: FLAG)
        { Effect::MoveTop { side: Side::You, from: Pile::Deck, count: n, up_to, to: Dest::Life { face_up } } }
        en ["add {up_to?up to |}{n} {n:card|cards} from the top of your deck to the top of your Life cards{face_up? face-up|}"]
        ja ["{?自分の}デッキの上から{n}枚{up_to?までを、|を}ライフの上に{face_up?表向きで|}~加える", "{?自分の}デッキの上から{n}枚{up_to?までを、|を、}ライフの上に{face_up?表向きで|}~加える"];
    /// "Trash up to 1 of your opponent's Life cards" names no place: a Life card that moves is
    /// the top one unless the text says otherwise (3-10-2 「特に指示がない限り、ライフの上のカード
    /// を選択します」), so it reads as the top one.
    /// "Trash 1 card from the top of each of your and your opponent's Life cards" (お互いのライフの
    /// 上から1枚をトラッシュに置く): both players' (before "trash-life", which would write it as
    /// the player's own).
    "trash-each-life" (n: COUNT; side = Side::Either, up_to = false)
        { Effect::MoveTop { side, from: Pile::Life, count: n, up_to, to: Dest::Trash } }
        en ["trash {n} {n:card|cards} from the top of each of your and your opponent's Life cards"]
        ja ["お互いのライフの上から{n}枚をトラッシュに~置く"];
    "trash-life" (up_to: FLAG, side: POSSESSIVE, n: COUNT)
        { Effect::MoveTop { side, from: Pile::Life, count: n, up_to, to: Dest::Trash } }
        en ["trash {up_to?up to |}{n} {n:card|cards} from the top of {side} Life cards", "trash {up_to?up to |}{n} of {side} Life cards"]
        ja ["{side}ライフの上から{n}枚{up_to?までを、|を}トラッシュに~置く", "{side}ライフ{n}枚{up_to?まで|}をトラッシュに~置く", "{side}ライフの上から{n}枚{up_to?までを|を}トラッシュに~置く"];
    /// The player picks the top or the bottom card, card by card.
    "life-ends-to-trash" (n: COUNT) { Effect::MoveTop { side: Side::You, from: Pile::LifeEnds, count: n, up_to: false, to: Dest::Trash } }
        en ["trash {n} {n:card|cards} from the top or bottom of your Life cards"]
        ja ["自分のライフの上か下から{n}枚をトラッシュに~置く"];
    "life-ends-to-hand" (n: COUNT) { Effect::MoveTop { side: Side::You, from: Pile::LifeEnds, count: n, up_to: false, to: Dest::Hand } }
        en ["add {n} {n:card|cards} from the top or bottom of your Life cards to your hand"]
        ja ["自分のライフの上か下から{n}枚を手札に~加える"];
    "mill" (side: POSSESSIVE, n: COUNT) { Effect::MoveTop { side, from: Pile::Deck, count: n, up_to: false, to: Dest::Trash } }
        en ["trash {n} {n:card|cards} from the top of {side} deck"]
        ja ["{side}デッキの上から{n}枚をトラッシュに~置く"];
    "turn-life-face-up" (n: COUNT) { Effect::TurnLifeFaceUp { count: n } }
        en ["turn {n} of your Life cards face-up"]
        ja ["自分のライフの上から{n}枚を~表向きにする"];
    /// Face-up Life cards are turned face down; the others stay as they are.
    "turn-all-life-face-down" () { Effect::TurnLifeFaceDown { count: None } }
        en ["turn all of your Life cards face-down"]
        ja ["自分のライフすべてを~裏向きにする"];
    /// "Deal 1 damage to your opponent" (相手に1ダメージを与える): damage processing (4-6) by an
    /// effect, the Life card to its owner's hand with its \[Trigger\] (4-6-2, 4-6-3), as in battle.
    "deal-damage" (n: COUNT; side = Side::Opponent) { Effect::DealDamage { side, count: n } }
        en ["deal {n} damage to your opponent"]
        ja ["相手に{n}ダメージを~与える"];
    /// Damage to the effect's own player (自分に1ダメージを与える), as to the opponent.
    "deal-damage-to-you" (n: COUNT; side = Side::You) { Effect::DealDamage { side, count: n } }
        en ["deal {n} damage to yourself"]
        ja ["自分に{n}ダメージを~与える"];
    // — face-up Life and Life arrangement (the ST-13 family)
    /// "Look at all of your Life cards and place them back in your Life area in any order"
    /// (自分のライフすべてを見て、好きな順番で置く). Before "order-life-to-deck",
    /// which would write its 0.
    "order-life" () { Effect::OrderLife { side: Side::You, to_deck: 0 } }
        en [
            "look at all of your Life cards and place them back in your Life area in any order",
            "look at all your Life cards and place them back in your Life area in any order",
        ]
        ja ["自分のライフすべてを見て、好きな順番で~置く"];
    /// "Look at all your Life cards; place 1 card at the top of your deck and place the rest
    /// back in your Life area in any order" (自分のライフすべてを見て、1枚を自分のデッキの上に置き、
    /// ライフを好きな順番で置く). Before "look-at-life", a prefix of it.
    "order-life-to-deck" (n: COUNT) { Effect::OrderLife { side: Side::You, to_deck: n } }
        en [
            "look at all your Life cards; place {n} {n:card|cards} at the top of your deck and place the rest back in your Life area in any order",
            "look at all your Life cards; place {n} at the top of your deck and place the rest back in your Life area in any order",
        ]
        ja ["自分のライフすべてを見て、{n}枚を自分のデッキの上に置き、ライフを好きな順番で~置く"];
    /// "Look at all of your opponent's Life cards and place them back in their Life area in any
    /// order" (相手のライフすべてを見て、好きな順番で置く).
    "order-opponents-life" () { Effect::OrderLife { side: Side::Opponent, to_deck: 0 } }
        en ["look at all of your opponent's Life cards and place them back in their Life area in any order"]
        ja ["相手のライフすべてを見て、好きな順番で~置く"];
    /// "Add up to 1 card from the top of your opponent's Life cards to the owner's hand" (相手の
    /// ライフの上から1枚までを、持ち主の手札に加える): the opponent's hand.
    "opponent-life-to-owners-hand" (up_to: FLAG, n: COUNT)
        { Effect::MoveTop { side: Side::Opponent, from: Pile::Life, count: n, up_to, to: Dest::Hand } }
        en [
            "add {up_to?up to |}{n} {n:card|cards} from the top of your opponent's Life cards to the owner's hand",
            // worded from the opponent's side (the same cards move): "Your opponent adds 1 card …"
            "your opponent adds {up_to?up to |}{n} {n:card|cards} from the top of their Life cards to their hand",
        ]
        ja ["相手のライフの上から{n}枚{up_to?までを、|を、}持ち主の手札に~加える", "相手は自身のライフの上から{n}枚{up_to?までを、|を、}手札に~加える"];
    /// "Trash all your face-up Life cards" (自分のライフの表向きのカードすべてをトラッシュに置く).
    "trash-face-up-life" (; filter = Filter::any())
        { Effect::MoveChosen { side: Side::You, from: Pile::FaceUpLife, by: Side::You, count: Effect::ALL, up_to: false, filter, to: Dest::Trash } }
        en ["trash all your face-up Life cards", "trash all of your face-up Life cards"]
        ja ["自分のライフの表向きのカードすべてをトラッシュに~置く", "自分の表向きのライフすべてをトラッシュに~置く"];
    /// "Look at 5 cards from the top of your deck and add up to 1 <filter> to the top of your
    /// Life cards face-up. Then, place the rest at the bottom of your deck in any order."
    "search-to-life" (look: COUNT, m: COUNT, f: HAND_FILTER, face_up: FLAG)
        { Effect::Search { look, filter: f, up_to: m, pick_to: PickTo::Life { face_up }, rest: RestTo::BottomAnyOrder, reveal: false } }
        en ["look at {look} cards from the top of your deck and add up to {m} {f@m} to the top of your Life cards{face_up? face-up|}. Then, place the rest at the bottom of your deck in any order"]
        ja ["自分のデッキの上から{look}枚を見て、{f}{m}枚までを、ライフの上に{face_up?表向きで|}加える。その後、残りを好きな順番でデッキの下に~置く"];
    /// "Look at 5 cards from the top of your deck and trash up to 2 cards. Then, place the rest at
    /// the bottom of your deck in any order." (…5枚を見て、カード2枚までを、トラッシュに置く。その後、…)
    "search-to-trash" (look: COUNT, m: COUNT, f: HAND_FILTER)
        { Effect::Search { look, filter: f, up_to: m, pick_to: PickTo::Trash, rest: RestTo::BottomAnyOrder, reveal: false } }
        en ["look at {look} cards from the top of your deck and trash up to {m} {f@m}. Then, place the rest at the bottom of your deck in any order"]
        ja ["自分のデッキの上から{look}枚を見て、{f}{m}枚までを、トラッシュに置く。その後、残りを好きな順番でデッキの下に~置く"];
    // — searches with a hidden pick (issue #10, session 10)
    /// "Look at 3 cards from the top of your deck and add up to 1 card to your hand. Then, place
    /// the rest at the bottom of your deck in any order." (自分のデッキの上から3枚を見て、カード
    /// 1枚までを手札に加える。その後、残りを好きな順番でデッキの下に置く): no condition and no
    /// "reveal", so the picked card is seen by its owner only (11-2-1).
    "search-add-unrevealed" (look: COUNT, m: COUNT, rest: REST; filter = Filter::any())
        { Effect::Search { look, filter, up_to: m, pick_to: PickTo::HandUnrevealed, rest, reveal: false } }
        en [
            "look at {look} {look:card|cards} from the top of your deck and add up to {m} {m:card|cards} to your hand. Then, {rest}",
            "look at {look} {look:card|cards} from the top of your deck; add up to {m} {m:card|cards} to your hand. Then, {rest}",
        ]
        ja ["{?自分の}デッキの上から{look}枚を見て、{?カード}{m}枚までを手札に加える。その後、{rest}~置く"];
    // — hand sizes (issue #10, session 10)
    /// "Draw cards so that you have 2 cards in your hand" (自分の手札が2枚になるようにカードを引く):
    /// as many as the hand lacks, none if it has that many.
    "draw-to-hand-size" (n: INT) { Effect::Draw { amount: Amount::PerCount { each: 1, per: 1, of: Counted::YourHandShortOf(n) }, up_to: false } }
        en ["draw cards so that you have {n} cards in your hand", "draw card(s) so that you have {n} cards in your hand"]
        ja ["自分の手札が{n}枚になるようにカードを~引く"];
    /// "You and your opponent trash cards from your hands until you each have 5 cards in your
    /// hands" (お互いは手札が5枚になるように、自身の手札を捨てる): each player picks from their own
    /// hand the cards over 5, the turn player first (1-3-10).
    "hand-down-to-each" (n: COUNT; filter = Filter::any())
        { Effect::MoveChosen { side: Side::Either, from: Pile::HandDownTo, by: Side::Either, count: n, up_to: false, filter, to: Dest::Trash } }
        en ["you and your opponent trash cards from your hands until you each have {n} {n:card|cards} in your hands"]
        ja ["お互いは手札が{n}枚になるように、自身の手札を~捨てる"];
    /// "Add up to 2 <filter> from your hand or trash to the top of your Life cards face-up"
    /// (自分の手札かトラッシュの…2枚までを、自分のライフの上に表向きで加える).
    "hand-or-trash-to-life" (n: COUNT, f: HAND_FILTER, face_up: FLAG)
        { Effect::MoveChosen { side: Side::You, from: Pile::HandOrTrash, by: Side::You, count: n, up_to: true, filter: f, to: Dest::Life { face_up } } }
        en ["add up to {n} {f@n} from your hand or trash to the top of your Life cards{face_up? face-up|}"]
        ja ["自分の手札かトラッシュの{f}{n}枚までを、自分のライフの上に{face_up?表向きで|}~加える"];
    /// "Reveal up to 1 <filter> from your hand and add it to the top of your Life cards
    /// face-down" (自分の手札から…1枚までを公開し、ライフの上に裏向きで加える): shown to both
    /// players, then into the Life.
    "reveal-hand-to-life" (n: COUNT, f: HAND_FILTER, face_up: FLAG)
        { Effect::MoveChosen { side: Side::You, from: Pile::HandShown, by: Side::You, count: n, up_to: true, filter: f, to: Dest::Life { face_up } } }
        en ["reveal up to {n} {f@n} from your hand and add {n:it|them} to the top of your Life cards {face_up?face-up|face-down}"]
        ja [
            "自分の手札から{f}{n}枚までを公開し、ライフの上に{face_up?表向きで|裏向きで}~加える",
            "自分の手札の{f}{n}枚までを公開し、ライフの上に{face_up?表向きで|裏向きで}~加える",
        ];
    /// "Trash cards from the top of your Life cards until you have 1 Life card" (自分のライフが1枚
    /// になるようにライフの上からトラッシュに置く).
    "trash-life-down-to" (n: COUNT) { Effect::MoveTop { side: Side::You, from: Pile::LifeDownTo, count: n, up_to: false, to: Dest::Trash } }
        en ["trash cards from the top of your Life cards until you have {n} Life {n:card|cards}"]
        ja ["自分のライフが{n}枚になるようにライフの上からトラッシュに~置く"];
    /// Seen only by the effect's player (11-3-1).
    "look-at-life" (side: POSSESSIVE) { Effect::Look { side, from: Pile::Life, count: None, reveal: false } }
        en ["look at all of {side} Life cards"]
        ja ["{side}ライフをすべて~見る"];
    /// Seen only by the effect's player; the cards stay where they are.
    "look-at-opponents-deck-top" (n: COUNT) { Effect::Look { side: Side::Opponent, from: Pile::Deck, count: Some(n), reveal: false } }
        en ["look at {n} {n:card|cards} from the top of your opponent's deck"]
        ja ["相手のデッキの上から{n}枚を~見る"];
    /// "Choose 2 cards from your opponent's hand; your opponent reveals those cards." (相手の手札
    /// 2枚を選び、公開する): taken at random (hidden from the chooser), shown to both players.
    "reveal-opponents-hand" (n: COUNT) { Effect::Look { side: Side::Opponent, from: Pile::Hand, count: Some(n), reveal: true } }
        en ["choose {n} {n:card|cards} from your opponent's hand; your opponent reveals {n:that card|those cards}"]
        ja ["相手の手札{n}枚を選び、~公開する"];
    "arrange-top" (n: COUNT) { Effect::Arrange { life: false, count: n, top_only: false } }
        en [
            "look at {n} {n:card|cards} from the top of your deck and place {n:it|them} at the top or bottom of the deck{n:| in any order}",
            "look at {n} {n:card|cards} from the top of your deck and place {n:it|them} at the top or bottom of your deck{n:| in any order}",
            "look at {n} {n:card|cards} from the top of your deck and return {n:it|them} to the top or bottom of the deck{n:| in any order}",
        ]
        ja [
            "自分のデッキの上から{n}枚を見て、{n:|好きな順番に並び替え、}デッキの上か下に~置く",
            "自分のデッキの上から{n}枚を見て、{n:|好きな順番に並び変え、}デッキの上か下に~置く",
        ];
    /// All back on top, in the player's order.
    "arrange-top-only" (n: COUNT) { Effect::Arrange { life: false, count: n, top_only: true } }
        en ["look at {n} {n:card|cards} from the top of your deck and place {n:it|them} at the top of your deck{n:| in any order}"]
        ja ["自分のデッキの上から{n}枚を見て、{n:|好きな順番に並び替え、}デッキの上に~置く"];
    /// "Select up to 1 of …" (選ぶ): chosen, nothing done; "the selected Character" names them next.
    "select" (sel: SELECTOR) { Effect::Targeted { sel, act: Act::Select } }
        en ["select {sel}"]
        ja ["{sel}を~選ぶ"];
    /// "This Leader cannot attack your opponent's Characters with a base cost of 7 or less during
    /// this turn" (このリーダーは、このターン中、相手の元々のコスト7以下のキャラへアタックできない).
    "no-attack-on-base-cost-at-most" (sel: SELECTOR, n: INT)
        { Effect::Targeted { sel, act: Act::Prohibit(Prohibition::AttackCharactersBaseCostAtMost(n), Duration::ThisTurn) } }
        en ["{sel} cannot attack your opponent's Characters with a base cost of {n} or less during this turn"]
        ja ["{sel}は、このターン中、相手の元々のコスト{n}以下のキャラへ~アタックできない"];
    /// "If the selected Character attacks during this turn, your opponent cannot activate
    /// [Blocker]": it gains [Unblockable] for the turn (10-1-7-1 【ブロック不可】: when it attacks,
    /// the opponent cannot activate [Blocker]).
    "selected-unblockable" (; sel = Selector::chosen())
        { Effect::Targeted { sel, act: Act::Grant(Keyword::Unblockable, Duration::ThisTurn) } }
        en [
            "if the selected Character attacks during this turn, your opponent cannot activate [Blocker]",
            "if the selected card attacks during this turn, your opponent cannot activate [Blocker]",
            "your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn",
        ]
        ja [
            "相手は、このターン中、選んだキャラがアタックする場合【ブロッカー】を~発動できない",
            "相手は、このターン中、選んだカードがアタックする場合【ブロッカー】を~発動できない",
            "相手は、このターン中、そのリーダーかキャラがアタックする場合【ブロッカー】を~発動できない",
        ];
    /// "The next time you play a {Land of Wano} type Character card with a cost of 3 or more
    /// from your hand during this turn, the cost will be reduced by 1." (このターン中、次に自分が
    /// 手札から登場させるコスト3以上の特徴《ワノ国》を持つキャラカードの支払うコストは1少なくなる)
    "next-play-cost" (f: A_HAND_FILTER, n: COUNT) { Effect::NextPlayCost { filter: f, by: n } }
        en ["the next time you play {f} from your hand during this turn, the cost will be reduced by {n}"]
        ja ["このターン中、次に自分が手札から登場させる{f}の支払うコストは{n}~少なくなる"];
    "arrange-life" (n: COUNT) { Effect::Arrange { life: true, count: n, top_only: false } }
        en [
            "look at up to {n} {n:card|cards} from the top of your or your opponent's Life cards, and place {n:it|them} at the top or bottom of the Life cards",
            "look at up to {n} {n:card|cards} from the top of your or your opponent's Life cards and place {n:it|them} at the top or bottom of the Life cards",
        ]
        ja ["自分か相手のライフの上から{n}枚までを見て、ライフの上か下に~置く"];
    /// "your {T} type Leader's base power becomes 7000 until the end of your opponent's next End
    /// Phase" (自分の特徴《T》を持つリーダーを、次の相手のエンドフェイズ終了時まで、元々のパワー7000に
    /// する, 4-9-2-1).
    "set-base-power" (sel: SELECTOR, n: INT, d: DURATION) { Effect::Targeted { sel, act: Act::SetBasePower(n, d) } }
        en ["{sel}'s base power becomes {n}{d}"]
        ja ["{sel}を、{d}、元々のパワー{n}に~する"];
    /// "… gains +1000 power during this battle for every card trashed" (「捨てたカード1枚につき、
    /// …は、このバトル中、パワー+1000」): a power for every `per` cards the step before moved
    /// (`Counted::Done`, the words of `words::DONE`); "an additional" and 「…は、このバトル中、
    /// 戻したキャラ1枚につきパワー+2000」 are printings (their `render::VARIANTS_EN` / `VARIANTS_JA`
    /// pairs). The next per-count wording of an effect's power is one more row like it.
    "power-per-done" (sel: SELECTOR, each: SIGNED, d: DURATION, per: PER, done: DONE)
        { Effect::Targeted { sel, act: Act::Power(Amount::PerCount { each, per, of: Counted::Done(done) }, d) } }
        en [
            "{sel} gains {each} power{d} for every {per}{done@per}",
            "{sel} gains an additional {each} power{d} for every {per}{done@per}",
            "{sel} gain {each} power{d} for every {per}{done@per}",
        ]
        ja ["{done}{per}枚につき、{sel}は、{d}、パワー{each}~", "{sel}は、{d}、{done}{per}枚につきパワー{each}~"];
    /// "This Character's base power becomes the same as the selected Character's power during
    /// this turn" (このキャラの元々のパワーは、このターン中、選んだキャラと同じパワーになる, 4-9-2-1):
    /// the power that card has as the effect resolves.
    "base-power-of-chosen" (sel: SELECTOR, d: DURATION; of = PowerOf::Chosen) { Effect::Targeted { sel, act: Act::SetBasePowerOf(of, d) } }
        en ["{sel}'s base power becomes the same as the selected Character's power{d}"]
        ja ["{sel}の元々のパワーは、{d}、選んだキャラと同じパワーに~なる"];
    /// "… becomes the same as the power of your opponent's attacking Leader or Character …"
    /// (相手のアタックしているリーダーかキャラと同じパワーになる).
    "base-power-of-attacker" (sel: SELECTOR, d: DURATION; of = PowerOf::Attacker) { Effect::Targeted { sel, act: Act::SetBasePowerOf(of, d) } }
        en ["{sel}'s base power becomes the same as the power of your opponent's attacking Leader or Character{d}"]
        ja ["{sel}の元々のパワーは、{d}、相手のアタックしているリーダーかキャラと同じパワーに~なる"];
    /// "… base power becomes the same as your opponent's Leader …" (Japanese 「…は、…、相手の
    /// リーダーと同じパワーになる」).
    "base-power-of-opponents-leader" (sel: SELECTOR, d: DURATION; of = PowerOf::OpponentsLeader) { Effect::Targeted { sel, act: Act::SetBasePowerOf(of, d) } }
        en ["{sel}'s base power becomes the same as your opponent's Leader{d}"]
        ja ["{sel}は、{d}、相手のリーダーと同じパワーに~なる"];
    /// "Change the attack target to the selected Character" (選んだキャラにアタックの対象を変更する):
    /// the card attacked becomes the one "select" chose, as with a block (10-1-4-1).
    "change-attack-target" (; sel = Selector::chosen()) { Effect::Targeted { sel, act: Act::BecomeAttackTarget } }
        en ["change the attack target to the selected Character"]
        ja ["選んだキャラにアタックの対象を~変更する"];
    /// "Your opponent's [On Play] effects are negated until the end of your opponent's next
    /// turn." (次の相手のターン終了時まで、相手の【登場時】効果は無効になる。): a restriction of the
    /// opponent (8-2).
    "opponents-on-play-negated" (; side = Side::Opponent, what = PlayerRestriction::OnPlayNegated, duration = Duration::UntilEndOfOpponentsNextTurn)
        { Effect::Restrict { side, what, duration } }
        en ["your opponent's [On Play] effects are negated until the end of your opponent's next turn"]
        ja ["次の相手のターン終了時まで、相手の【登場時】効果は無効に~なる"];
}
