//! Conditions (「…場合、」).

use super::*;

/// A condition, or several joined in the continuative (「…を持ち、…の」, [`Condition::All`]).
pub fn condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        let mut v = Vec::new();
        // 「自分のリーダーが、パワー7000以上でかつ特徴《X》を持つ」: the Leader's power, then a
        // condition of the Leader with its subject left out (written back through a
        // `render::VARIANTS_JA` pair)
        if let Some(k) = c.attempt(|c| {
            c.lit("自分のリーダーが、パワー").then_some(())?;
            let n = c.num()?;
            let k = if c.lit("以上") { Condition::AtLeast(Counted::YourLeaderPower, n) } else { c.lit("以下").then_some(Condition::AtMost(Counted::YourLeaderPower, n))? };
            c.lit("でかつ").then_some(k)
        }) {
            const SUBJECT: &str = "自分のリーダーが";
            let full = format!("{SUBJECT}{}", c.rest());
            let mut fc = Cursor::new(&full);
            let last = single_condition(&mut fc)?;
            c.pos += fc.pos.checked_sub(SUBJECT.len()).filter(|&n| n > 0)?;
            return Some(Condition::All(vec![k, last]));
        }
        // a leading condition ends in a continuative form and 「、」: read it in its final form
        'outer: loop {
            let rest = c.rest();
            // 「…7枚以上でかつ、…」: 「かつ」 ("and also") after the continuative reads the same
            for (fin, cont) in crate::render::ja::CONJUNCTIVE {
                for mark in [format!("{cont}、"), format!("{cont}かつ、")] {
                    let mut from = 0;
                    while let Some(i) = rest.get(from..).and_then(|r| r.find(&mark)).map(|i| from + i) {
                        let head = format!("{}{fin}", &rest[..i]);
                        let mut hc = Cursor::new(&head);
                        if let Some(k) = single_condition(&mut hc).filter(|_| hc.at_end()) {
                            v.push(k);
                            c.pos += i + mark.len();
                            continue 'outer;
                        }
                        from = i + mark.len();
                    }
                }
            }
            break;
        }
        let last = single_condition(c)?;
        if v.is_empty() {
            return Some(last);
        }
        v.push(last);
        Some(Condition::All(v))
    })
}

fn single_condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        // the families of the one grammar (crate::grammar), then this language's own
        if let Some(k) = crate::grammar::parse_condition(c, game_core::Lang::Ja) {
            return Some(k);
        }
        // 「自分の場のドン‼が0枚か、3枚以上ある」 (either)
        if let Some(n) = c.attempt(|c| {
            let lit = crate::grammar::template::lit;
            lit(c, "自分の場のドン‼が0枚").then_some(())?;
            (c.lit("か、") || lit(c, "、または自分の場のドン‼が")).then_some(())?;
            let n = c.num()?;
            c.lit("枚以上ある").then_some(n)
        }) {
            return Some(Condition::Any(vec![Condition::Exactly(Counted::YourDonOnField, 0), Condition::AtLeast(Counted::YourDonOnField, n)]));
        }
        if c.lit("公開したカードが宣言したコストと同じ") {
            return Some(Condition::ChosenHasDeclaredCost);
        }
        // 「そのカードが『X』を含む特徴を持つ」/「そのカードが<カード>の」: the revealed or chosen card
        if let Some(f) = c.attempt(|c| {
            c.lit("そのカードが").then_some(())?;
            if let Some(t) = c.attempt(|c| traits(c).filter(|_| c.starts("場合"))) {
                return Some(Filter { traits: t, ..Filter::any() });
            }
            let f = hand_filter(c)?;
            (c.lit("の") && c.starts("場合")).then_some(f)
        }) {
            return Some(Condition::ChosenIs(f));
        }
        // 「公開したカードが<カード>だった」 / 「…コスト4以上だった」: a printing of 「そのカードが…の」
        // (`render::VARIANTS_JA`), the card the reveal showed
        if let Some(f) = c.attempt(|c| {
            c.lit("公開したカードが").then_some(())?;
            if let Some(f) = c.attempt(|c| {
                c.lit("コスト").then_some(())?;
                let n = c.num()?;
                let f = if c.lit("以上") {
                    Filter { cost_min: Some(n), ..Filter::any() }
                } else {
                    c.lit("以下").then_some(Filter { cost_max: Some(n), ..Filter::any() })?
                };
                (c.lit("だった") && c.starts("場合")).then_some(f)
            }) {
                return Some(f);
            }
            let f = hand_filter(c)?;
            ((c.lit("だった") || c.lit("の")) && c.starts("場合")).then_some(f)
        }) {
            return Some(Condition::ChosenIs(f));
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("このキャラのパワーが").then_some(())?;
            let n = c.num()?;
            c.lit("以上の").then_some(n)
        }) {
            return Some(Condition::ThisPowerAtLeast(n));
        }
        if c.lit("このキャラが登場したターンの") {
            return Some(Condition::PlayedThisTurn);
        }
        // 「コスト0か8以上のキャラがいる」: either cost
        if let Some(v) = c.attempt(|c| {
            let bound = |c: &mut Cursor| {
                let n = c.num()?;
                Some(if c.lit("以上") { (Some(n), None) } else if c.lit("以下") { (None, Some(n)) } else { (Some(n), Some(n)) })
            };
            c.lit("コスト").then_some(())?;
            let a = bound(c)?;
            c.lit("か").then_some(())?;
            let b = bound(c)?;
            c.lit("のキャラがいる").then_some([a, b])
        }) {
            return Some(crate::compile::en::condition::any_character_of_costs(v));
        }
        // 「自分のトラッシュに「A」と「B」がある」: each
        if let Some(names) = c.attempt(|c| {
            c.lit("自分のトラッシュに").then_some(())?;
            let names = c.separated("と", name)?;
            (names.len() > 1 && c.lit("がある")).then_some(names)
        }) {
            return Some(crate::compile::en::condition::named_in_trash(names));
        }
        if let Some(f) = c.attempt(|c| {
            let f = field_prefix(c);
            c.lit("キャラがいる").then_some(())?;
            (f != Filter::any()).then_some(f)
        }) {
            return Some(Condition::AtLeast(Counted::AllCharacters(f), 1));
        }
        if c.lit("自分のリーダーが") {
            // 「特徴《A》か『B』を含む特徴を持つ」: either (the partial type marked `*`)
            if let Some(t) = c.attempt(|c| {
                c.lit("特徴《").then_some(())?;
                let a = c.until("》")?.to_string();
                c.lit("か『").then_some(())?;
                let b = c.until("』")?;
                c.lit("を含む特徴を持つ").then(|| vec![a, format!("{b}*")])
            }) {
                return Some(Condition::LeaderHasAnyTrait(t));
            }
            if let Some(mut t) = traits(c) {
                // 「特徴《X》を持つか「NAME」の」: either
                if t.len() == 1 && c.lit("か") {
                    let n = name(c)?;
                    c.lit("の").then_some(())?;
                    return t.pop().map(|t| Condition::Any(vec![Condition::LeaderHasTrait(t), Condition::LeaderNamed(n)]));
                }
                return match t.len() {
                    1 => t.pop().map(Condition::LeaderHasTrait),
                    _ => Some(Condition::LeaderHasAnyTrait(t)),
                };
            }
            if c.lit("多色の") {
                return Some(Condition::LeaderMulticoloured);
            }
            // 「自分のリーダーが「A」か「B」の」: either name
            let names = c.separated("か", name)?;
            c.lit("の").then_some(())?;
            return Some(crate::compile::en::condition::leader_named_any(names));
        }
        if c.attempt(|c| {
            (c.lit("自分の場の") && don(c) && c.lit("が相手の場の") && don(c) && c.lit("の枚数以下の")).then_some(())
        })
        .is_some()
        {
            return Some(Condition::DonAtMostOpponents);
        }
        if c.attempt(|c| {
            (c.lit("相手の場の") && don(c) && c.lit("の枚数が自分の場の") && don(c) && c.lit("の枚数より多い")).then_some(())
        })
        .is_some()
        {
            return Some(Condition::OpponentHasMoreDon);
        }
        // 「自分のキャラの他の「NAME」がいない」: this card is not counted (「自分の他の「NAME」が
        // いない」 says the same, a printing written back through its `VARIANTS_JA` pair)
        if let Some(n) = c.attempt(|c| {
            (c.lit("自分のキャラの他の") || c.lit("自分の他の")).then_some(())?;
            let n = name(c)?;
            c.lit("がいない").then_some(n)
        }) {
            let f = Filter { name: Some(NameMatch::Exact(n)), not_this: true, ..Filter::any() };
            return Some(Condition::Not(Box::new(Condition::AtLeast(Counted::YourCharacters(f), 1))));
        }
        // 「自分のキャラの、「バギー」か「モージ」がいる」: one of the names (「自分の元々のパワー7000以上の
        // キャラの、…」: the limits they share)
        if let Some(f) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let limits = field_prefix(c);
            c.lit("キャラの、").then_some(())?;
            let names = c.separated("か", name)?;
            (names.len() > 1 && c.lit("がいる")).then_some(())?;
            Some(opcg_engine::effect::Filter { any_of: crate::render::named_alternatives(names).any_of, ..limits })
        }) {
            return Some(Condition::AtLeast(Counted::YourCharacters(f), 1));
        }
        // 「自分の「NAME」がいる」; 「自分のキャラの「NAME」がいる」 says the same (a Character)
        if let Some((has, n)) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            c.lit("キャラの");
            let n = name(c)?;
            c.lit("が").then_some(())?;
            if c.lit("いない") {
                Some((false, n))
            } else if c.lit("いる") {
                Some((true, n))
            } else {
                None
            }
        }) {
            let f = Filter { name: Some(NameMatch::Exact(n)), ..Filter::any() };
            let cond = Condition::AtLeast(Counted::YourCharacters(f), 1);
            return Some(if has { cond } else { Condition::Not(Box::new(cond)) });
        }
        // 「自分のコスト5以上のキャラが5枚いない」: not exactly that many (with at most 5
        // Characters, fewer)
        if let Some((f, n)) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let f = field_prefix(c);
            c.lit("キャラが").then_some(())?;
            let n = c.num()?;
            c.lit("枚いない").then_some((f, n))
        }) {
            return Some(Condition::Not(Box::new(Condition::Exactly(Counted::YourCharacters(f), n))));
        }
        if let Some(cond) = c.attempt(|c| {
            let not_this = c.lit("このキャラ以外の");
            let name_not = c.attempt(|c| {
                let n = name(c)?;
                c.lit("以外の").then_some(n)
            });
            let you = if c.lit("自分の") {
                // 「自分の場に…キャラが」: Characters are on the field anyway
                c.lit("場に");
                true
            } else if c.lit("相手の") {
                false
            } else {
                return None;
            };
            let mut f = field_prefix(c);
            f.not_this = not_this;
            if name_not.is_some() {
                f.name_not = name_not;
            }
            c.lit("キャラが").then_some(())?;
            let (n, most) = if c.lit("いる") {
                (1, false)
            } else {
                let n = c.num()?;
                c.lit("枚").then_some(())?;
                let most = if c.lit("以下") {
                    true
                } else if c.lit("以上") {
                    false
                } else {
                    return None;
                };
                // 「…キャラが3枚以上の場合」 says the same as 「…3枚以上いる場合」 (a printing
                // variant of "N or more"; "N or less" is printed 「…以下の」 as a rule)
                if !(c.starts("の場合") && c.lit("の")) {
                    c.lit("いる").then_some(())?;
                }
                (n, most)
            };
            let what = if you { Counted::YourCharacters(f) } else { Counted::OpponentCharacters(f) };
            Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
        }) {
            return Some(cond);
        }
        let what = if c.lit("自分のライフが") {
            Counted::YourLife
        } else if c.lit("相手のライフが") {
            Counted::OpponentLife
        } else if c.lit("自分の手札が") {
            Counted::YourHand
        } else if c.lit("自分のトラッシュが") {
            Counted::YourTrash
        } else if c.lit("自分のデッキが") {
            Counted::YourDeck
        } else if c.any(&["自分の場の", "自分の場に"]) && don(c) && c.lit("が") {
            Counted::YourDonOnField
        } else if c.lit("相手の手札が") {
            Counted::OpponentHand
        } else if c.lit("自分のアクティブの") && don(c) && c.lit("が") {
            Counted::YourActiveDon
        } else if c.lit("自分のレストのカードが") {
            Counted::YourRestedCards
        } else if c.lit("お互いのライフの合計枚数が") {
            Counted::TotalLife
        } else if c.any(&["相手の場に", "相手の場の"]) && don(c) && c.lit("が") {
            Counted::OpponentDonOnField
        } else {
            return None;
        };
        let n = c.num()?;
        c.lit("枚"); // sometimes left out (「ライフが3以下」)
        if matches!(what, Counted::YourLife | Counted::OpponentLife | Counted::YourHand) && (c.starts("の場合") || c.rest() == "の") {
            // 「自分のライフが2枚の場合」 (exactly)
            c.lit("の");
            return Some(Condition::Exactly(what, n));
        }
        let most = if c.lit("以下") {
            true
        } else if c.lit("以上") {
            false
        } else {
            return None;
        };
        if !c.lit("の") {
            c.lit("ある").then_some(())?;
        }
        Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
    })
}
