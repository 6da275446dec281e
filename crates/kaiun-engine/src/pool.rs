//! Our own original card pool (names and texts invented for this project) and preconstructed
//! decks. Every card's text is rendered from its ability AST (see [`mod@crate::render`]).

use serde::{Deserialize, Serialize};

use crate::ability::build::*;
use crate::ability::{
    Ability, Atom, CardFilter, Condition, Cost, Effect, Instead, LuckKind, Modifier, Replaced,
    ResultMod, Trigger, Who,
};
use crate::card::{Attribute, CardDef, CardNo, Hand, Species, Text};

/// A preconstructed deck: a name and 30 card numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeckList {
    pub name: Text,
    pub cards: Vec<CardNo>,
}

#[allow(clippy::too_many_arguments)]
fn card(
    no: u16,
    ja: &str,
    en: &str,
    hand: Hand,
    luck_win: i16,
    luck_lose: i16,
    cost: u8,
    attribute: Attribute,
    species: Species,
    abilities: Vec<Ability>,
) -> CardDef {
    CardDef { no: CardNo(no), name: Text::new(ja, en), hand, luck_win, luck_lose, cost, attribute, species, abilities }
}

use Attribute::*;
use Hand::*;
use Species::*;

/// Every card of the built-in pool.
#[must_use]
pub fn builtin_cards() -> Vec<CardDef> {
    vec![
        card(1, "招き猫の番人", "Beckoning Cat Warden", Rock, 5, 2, 1, Sun, Beast,
            vec![when(Trigger::OnOpen, luck(Who::Me, LuckKind::Win, 1))]),
        card(2, "福狐の巫女", "Lucky Fox Shrine Maiden", Paper, 4, 3, 1, Moon, Spirit,
            vec![when(Trigger::OnOpen, if_(Condition::OpponentCard(CardFilter::Species(Beast)), luck(Who::Me, LuckKind::Both, 2)))]),
        card(3, "宝船の舵取り", "Treasure Ship Helmsman", Scissors, 6, 1, 2, Sun, Merchant,
            vec![when(Trigger::OnBattleWin, atom(Atom::BattleResult(ResultMod::OpponentExtraBarrier(1))))]),
        card(4, "達磨の見張り", "Daruma Lookout", Rock, 3, 3, 0, Star, Deity,
            vec![when(Trigger::OnBattleLose, atom(Atom::BattleResult(ResultMod::GainBarrier(1))))]),
        card(5, "鈴鳴りの小鬼", "Jingling Imp", Paper, 5, 1, 1, Moon, Spirit,
            vec![when(Trigger::OnOpen, opt(Cost::DiscardHand(1), draw(2)))]),
        card(6, "白蛇の祈祷師", "White Serpent Diviner", Scissors, 4, 2, 1, Star, Deity,
            vec![when(Trigger::OnOpen, Effect::Seq(vec![
                atom(Atom::RevealTop),
                if_(Condition::TopOfDeck(CardFilter::Hand(Rock)), luck(Who::Me, LuckKind::Both, 2)),
            ]))]),
        card(7, "七福の大黒天像", "Statue of the Great Black Deity", Rock, 7, 2, 3, Sun, Deity,
            vec![when(Trigger::OnOpen, if_(Condition::BarrierAtMost { who: Who::Me, n: 2 }, atom(Atom::WinThisBattle)))]),
        card(8, "縁起の草鞋売り", "Lucky Sandal Seller", Paper, 3, 2, 0, Star, Merchant,
            vec![Ability::Story(Text::new(
                "市の外れで、今日も草鞋を一足だけ売っている。",
                "At the edge of the market he sells one pair of sandals a day, no more.",
            ))]),
        card(9, "金運の亀", "Golden Fortune Tortoise", Rock, 4, 4, 2, Sun, Beast,
            vec![permanent(Some(Condition::BarrierAtMost { who: Who::Me, n: 2 }), Modifier::Luck { who: Who::Me, kind: LuckKind::Lose, delta: 2 })]),
        card(10, "夢見の獏", "Dream-Eating Tapir", Scissors, 5, 2, 1, Moon, Beast,
            vec![
                when(Trigger::OnBattleWin, atom(Atom::DrawUpTo { n: 2 })),
                when(Trigger::OnBattleLose, atom(Atom::Search(CardFilter::Species(Beast)))),
            ]),
        card(11, "賽振りの狸", "Dice-Rolling Tanuki", Paper, 6, 1, 1, Moon, Beast,
            vec![when(Trigger::OnOpen, atom(Atom::DiscardRandom))]),
        card(12, "提灯お化けの客引き", "Lantern Ghost Barker", Scissors, 4, 3, 1, Moon, Spirit,
            vec![when(Trigger::OnOpen, luck(Who::Opponent, LuckKind::Win, -2))]),
        card(13, "福袋の商人", "Lucky Bag Merchant", Rock, 5, 2, 2, Star, Merchant,
            vec![when(Trigger::OnBattleWin, atom(Atom::LookTop { n: 3 }))]),
        card(14, "逆さ鳥居の影", "Shadow of the Inverted Gate", Paper, 3, 3, 1, Moon, Spirit,
            vec![permanent(None, Modifier::NegateOpponent(Trigger::OnOpen))]),
        card(15, "風見鶏の占い師", "Weathervane Fortune-teller", Scissors, 5, 2, 1, Star, Merchant,
            vec![when(Trigger::OnOpen, atom(Atom::SetHand { who: Who::Me, hand: Rock }))]),
        card(16, "守り札の職人", "Charm Crafter", Rock, 3, 3, 1, Star, Merchant,
            vec![Ability::Replacement { event: Replaced::OwnBarrierToHand, instead: Instead::TrashAndDraw(1) }]),
        card(17, "戻り狐", "Homing Fox", Paper, 4, 2, 0, Sun, Spirit,
            vec![Ability::Replacement { event: Replaced::SelfToTrash, instead: Instead::ToHand }]),
        card(18, "百鬼の頭領", "Chief of the Hundred Demons", Rock, 6, 3, 3, Moon, Spirit,
            vec![when(Trigger::OnBattleWin, and_then(
                atom(Atom::Discard { n: 1 }),
                atom(Atom::BarrierToTrash { who: Who::Opponent, n: 1 }),
            ))]),
        card(19, "影絵の黒猫", "Shadow-play Black Cat", Scissors, 4, 2, 1, Moon, Beast,
            vec![
                permanent(None, Modifier::OpponentCannotDrawByEffect),
                when(Trigger::OnBattleLose, atom(Atom::ReturnSelfToHand)),
            ]),
        card(20, "豆まき小僧", "Bean-throwing Boy", Rock, 2, 2, 0, Sun, Merchant,
            vec![
                Ability::Permanent { rules_level: true, condition: None, modifier: Modifier::DeckLimit(4) },
                when(Trigger::OnOpen, if_done(
                    atom(Atom::Mill { who: Who::Me, n: 1 }),
                    luck(Who::Me, LuckKind::Both, 1),
                )),
            ]),
        card(21, "千両箱の主", "Master of the Thousand-Ryo Chest", Paper, 5, 2, 2, Sun, Merchant,
            vec![when(Trigger::OnOpen, if_(
                Condition::All(vec![
                    Condition::TrashAtLeast { who: Who::Me, n: 15 },
                    Condition::BarrierAtMost { who: Who::Opponent, n: 1 },
                ]),
                atom(Atom::WinGame),
            ))]),
        card(22, "時の鐘撞き", "Hour Bell Ringer", Scissors, 4, 3, 1, Star, Deity,
            vec![when(Trigger::OnOpen, atom(Atom::AtEndOfTurn(Box::new(draw(1)))))]),
        card(23, "宵闇の太鼓持ち", "Dusk Drummer", Rock, 5, 1, 1, Moon, Merchant,
            vec![when(Trigger::OnBattleLose, opt(Cost::MillDeck(2), atom(Atom::BarrierToTrash { who: Who::Opponent, n: 1 })))]),
        card(24, "招き猫の弟子", "Beckoning Cat Apprentice", Paper, 3, 2, 0, Sun, Beast,
            vec![when(Trigger::OnOpen, atom(Atom::Search(CardFilter::Named(CardNo(1)))))]),
        card(25, "狐火の案内人", "Foxfire Guide", Scissors, 4, 2, 1, Moon, Spirit,
            vec![when(Trigger::OnOpen, Effect::Seq(vec![
                if_(Condition::OpponentCard(CardFilter::NameContains(Text::new("狐", "Fox"))), luck(Who::Me, LuckKind::Both, 3)),
                if_(Condition::OpponentCard(CardFilter::NoOriginalEffect), luck(Who::Opponent, LuckKind::Both, -1)),
                if_(Condition::OpponentCard(CardFilter::Attribute(Sun)), atom(Atom::Draw { who: Who::Opponent, n: 1 })),
            ]))]),
        card(26, "月見の白兎", "Moon-viewing White Hare", Paper, 4, 3, 1, Moon, Beast,
            vec![when(Trigger::OnOpen, if_(Condition::JankenWon, opt(Cost::BarrierToTrash(1), atom(Atom::DeckToBarrier { n: 2 }))))]),
        card(27, "福笹の囃子方", "Lucky Bamboo Musician", Scissors, 5, 2, 1, Sun, Deity,
            vec![when(Trigger::OnBattleWin, Effect::Seq(vec![
                if_(Condition::HandAtLeast { who: Who::Opponent, n: 3 }, atom(Atom::Mill { who: Who::Opponent, n: 2 })),
                atom(Atom::BarrierToHand { who: Who::Me, n: 1 }),
            ]))]),
        card(28, "遠眼鏡の番頭", "Spyglass Clerk", Scissors, 4, 2, 0, Star, Merchant,
            vec![when(Trigger::OnOpen, atom(Atom::Peek { n: 2 }))]),
        card(29, "迷い家の座敷童", "Wandering-House Sprite", Paper, 4, 3, 1, Moon, Spirit,
            vec![Ability::Replacement { event: Replaced::SelfToTrash, instead: Instead::MayReturnToHand }]),
        card(30, "封じ札の巫覡", "Seal-Tag Shaman", Rock, 4, 3, 2, Moon, Deity,
            vec![permanent(None, Modifier::NegateOpponentCard)]),
        card(31, "宿り火の灯籠", "Lantern of Borrowed Flame", Scissors, 4, 2, 1, Sun, Spirit,
            vec![when(Trigger::OnOpen, atom(Atom::Gain { who: Who::Me, ability: Box::new(when(Trigger::OnBattleWin, draw(1))) }))]),
    ]
}

fn deck(ja: &str, en: &str, counts: &[(u16, usize)]) -> DeckList {
    let mut cards = Vec::new();
    for &(no, n) in counts {
        cards.extend(std::iter::repeat_n(CardNo(no), n));
    }
    DeckList { name: Text::new(ja, en), cards }
}

/// The preconstructed decks; together they use every keyword and timing of chapter 10.
#[must_use]
pub fn builtin_decks() -> Vec<DeckList> {
    vec![
        deck("開運の社", "Shrine of Fortune", &[(1, 3), (2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (7, 3), (8, 3), (9, 3), (10, 3)]),
        deck("夜市の賭場", "Night Market Den", &[(11, 3), (12, 3), (13, 3), (14, 3), (15, 3), (16, 3), (17, 3), (18, 3), (19, 3), (20, 3)]),
        deck("狐火の縁日", "Foxfire Festival", &[(20, 4), (21, 3), (22, 3), (23, 3), (24, 3), (25, 3), (26, 2), (29, 1), (27, 1), (28, 1), (1, 3), (2, 1), (30, 1), (31, 1)]),
    ]
}
