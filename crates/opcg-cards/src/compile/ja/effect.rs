//! Effect bodies: clauses, 「、」-chains in the continuative, sentences joined by 「その後、」, 「以下から1つを選ぶ。」.

use super::*;

pub(super) fn clause(c: &mut Cursor, cont: bool) -> Option<Effect> {
    c.attempt(|c| {
        // 「このターン終了時、…」: kept for the end of the turn
        if c.lit("このターン終了時、") {
            return clause(c, cont).map(|e| Effect::AtEndOfTurn(Box::new(e)));
        }
        // the families of the one grammar (crate::grammar), then this language's own
        if let Some(e) = crate::grammar::parse_clause(c, game_core::Lang::Ja, cont) {
            return Some(e);
        }
        // 「自分の、特徴《X》を持つキャラ1枚までとドン‼1枚までを、アクティブにする」
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の、").then_some(())?;
            let f = field_prefix(c);
            c.lit("キャラ").then_some(())?;
            let k = c.count()?;
            c.lit("枚までと").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを、").then_some(())?;
            verb(c, "アクティブにする", cont).then_some(())?;
            let sel = Selector::up_to(k, Side::You, Targetable::Character, f);
            Some(Effect::Seq(vec![Effect::Targeted { sel, act: Act::SetActive }, Effect::SetDon { side: Side::You, count: n, up_to: true, rested: false }]))
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.any(&["自分の手札", "手札"]).then_some(())?;
            let filter = if c.lit("から") { hand_filter(c)? } else { Filter::any() };
            let n = c.count()?;
            let up_to = c.lit("枚までを");
            if !up_to {
                c.lit("枚を").then_some(())?;
            }
            verb(c, "捨てる", cont).then_some(Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to, filter, to: Dest::Trash })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.any(&["自分のトラッシュの", "自分のトラッシュから"]).then_some(())?;
            let filter = hand_filter(c)?;
            let n = c.count()?;
            c.lit("枚までを、手札に").then_some(())?;
            verb(c, "加える", cont).then_some(Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: n, up_to: true, filter, to: Dest::Hand })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の手札").then_some(())?;
            let filter = if c.lit("から") { hand_filter(c)? } else { Filter::any() };
            let n = c.count()?;
            c.lit("枚までを、ライフの上に").then_some(())?;
            let face_up = c.lit("表向きで");
            verb(c, "加える", cont).then_some(Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: n, up_to: true, filter, to: Dest::Life { face_up } })
        }) {
            return Some(e);
        }
        if let Some(e) = search(c, cont) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            // 「自分の、手札かトラッシュから」: a printing (`render::VARIANTS_JA`)
            let from = if c.any(&["自分の手札かトラッシュから", "自分の手札かトラッシュの", "自分の、手札かトラッシュから"]) {
                PlayFrom::HandOrTrash
            } else if c.any(&["自分の手札から", "自分の手札の"]) {
                PlayFrom::Hand
            } else if c.any(&["自分のトラッシュから", "自分のトラッシュの"]) {
                PlayFrom::Trash
            } else if c.lit("自分のデッキから") {
                PlayFrom::Deck
            } else {
                return None;
            };
            // 「自分の場のドン‼の枚数以下のコストを持ち、特徴《X》を持つキャラカード」 /
            // 「…持つ、特徴《X》を持つキャラカードか「名」」 (before a list of alternatives)
            let don_bound = c.any(&["自分の場のドン‼の枚数以下のコストを持ち、", "自分の場のドン‼の枚数以下のコストを持つ、"]);
            // 「自分の手札から、戻したキャラと異なる色の…」 (Filter::colour_not_chosen)
            let not_chosen = from == PlayFrom::Hand && c.lit("、戻したキャラと異なる色の");
            // 「「A」と「B」と「C」それぞれ1枚ずつまでを、」 (Filter::one_each): one per alternative
            let each = c.attempt(|c| {
                let f = crate::grammar::filter::read_hand_each(c, game_core::Lang::Ja)?;
                c.lit("それぞれ1枚ずつまでを、").then_some(f)
            });
            let (n, mut filter) = match each {
                Some(f) => (u8::try_from(f.any_of.len()).ok()?, f),
                None => {
                    let f = hand_filter(c)?;
                    let n = c.count()?;
                    c.lit("枚までを、").then_some(())?;
                    (n, f)
                }
            };
            filter.cost_max_don = don_bound;
            filter.colour_not_chosen = not_chosen;
            if from == PlayFrom::Deck {
                // 「…を、登場させ、デッキをシャッフルする」 (「登場させる。その後、…」 in some printings)
                (c.lit("登場させ、") || c.lit("登場させる。その後、")).then_some(())?;
                return verb(c, "デッキをシャッフルする", cont).then_some(Effect::Play { from, filter, up_to: n, rested: false });
            }
            let rested = c.lit("レストで");
            verb(c, "登場させる", cont).then_some(Effect::Play { from, filter, up_to: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の");
            don(c).then_some(())?;
            c.lit("デッキから").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            // 「ドン‼2枚をレストで追加する」 without 「まで」: the same (as many as the DON!! deck
            // holds, at most N; written back through its `render::VARIANTS_JA` pair)
            (c.lit("枚までを") || c.lit("枚を")).then_some(())?;
            c.lit("、");
            let rested = if c.lit("レストで") {
                true
            } else if c.lit("アクティブで") {
                false
            } else {
                return None;
            };
            verb(c, "追加する", cont).then_some(Effect::AddDon { count: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            // 「このリーダーか自分のキャラ1枚に」 (a Leader's text): the same choice
            let to = if c.lit("自分のリーダーかキャラ1枚に") || c.lit("このリーダーか自分のキャラ1枚に") {
                Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any())
            } else if c.attempt(|c| (this_card(c) && c.lit("に")).then_some(())).is_some() {
                Selector::this()
            } else if let Some(s) = c.attempt(|c| {
                let s = crate::grammar::parse_selector(c, LANG)?;
                c.lit("に").then_some(s)
            }) {
                s
            } else {
                c.attempt(|c| {
                    c.lit("自分の").then_some(())?;
                    let f = field_prefix(c);
                    c.lit("、");
                    let w = what(c)?;
                    if w == Targetable::Leader && c.lit("に") {
                        return Some(Selector { filter: f, ..Selector::your_leader() });
                    }
                    let k = c.count()?;
                    c.lit("枚に").then_some(Selector { side: Side::You, what: w, filter: f, count: k, up_to: false, all: false, more: None })
                })?
            };
            c.lit("レストの").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを").then_some(())?;
            c.lit("、");
            verb(c, "付与する", cont).then_some(Effect::GiveRestedDon { count: n, to })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let side = if c.lit("相手は、") {
                Side::Opponent
            } else if c.lit("自分は、") {
                Side::You
            } else {
                return None;
            };
            let duration = duration(c)?;
            c.lit("、").then_some(())?;
            let what = if c.lit("【ブロッカー】を発動できない") {
                PlayerRestriction::ActivateBlocker
            } else if let Some((power, n, less)) = c.attempt(|c| {
                let power = if c.lit("コスト") { false } else { c.lit("パワー").then_some(true)? };
                let n = c.num()?;
                // 「パワー5000以上の」: only a power floor is printed
                let less = if c.lit("以下") { true } else { (power && c.lit("以上")).then_some(false)? };
                c.lit("のキャラの【ブロッカー】を発動できない").then_some((power, n, less))
            }) {
                match (power, less) {
                    (true, true) => PlayerRestriction::ActivateBlockerPowerAtMost(n),
                    (true, false) => PlayerRestriction::ActivateBlockerPowerAtLeast(n),
                    _ => PlayerRestriction::ActivateBlockerCostAtMost(n),
                }
            } else if c.lit("キャラカードを登場させることができない") {
                PlayerRestriction::PlayCharacters
            } else if side == Side::You && c.lit("自分の効果でライフを手札に加えられない") {
                PlayerRestriction::LifeToHandByEffect
            } else {
                return None;
            };
            (!cont).then_some(Effect::Restrict { side, what, duration })
        }) {
            return Some(e);
        }
        targeted(c, cont)
    })
}

pub(super) fn targeted(c: &mut Cursor, cont: bool) -> Option<Effect> {
    // (「捨てたカード1枚につき、…は、このバトル中、パワー+1000」 is the row `power-per-done` of
    // `grammar/clauses.rs`, asked first)
    if let Some(e) = c.attempt(|c| {
        // 「このターン中、このキャラはパワー+1000」
        let d = duration(c)?;
        c.lit("、").then_some(())?;
        let sel = selector(c)?;
        c.lit("は").then_some(())?;
        let (v, power) = delta(c)?;
        if cont {
            c.lit("し").then_some(())?;
        }
        let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
        Some(Effect::Targeted { sel, act })
    }) {
        return Some(e);
    }
    // 「このバトル中、このカードのパワー+3000」: the duration first, the card's own power
    if let Some(e) = c.attempt(|c| {
        let d = duration(c)?;
        c.lit("、").then_some(())?;
        let sel = selector(c)?;
        (sel.what == Targetable::This).then_some(())?;
        c.lit("の").then_some(())?;
        let (v, power) = delta(c)?;
        (power && !cont).then_some(Effect::Targeted { sel, act: Act::Power(Amount::Fixed(v), d) })
    }) {
        return Some(e);
    }
    // 「次の相手のターン終了時まで、選んだキャラはアタックできない」, 「次の相手のターン終了時まで、
    // 自分の…キャラすべては、相手の効果でKOされない」: the duration first (the second written
    // back through the hint `Hints::duration_first`)
    if let Some(e) = c.attempt(|c| {
        let d = duration(c)?;
        c.lit("、").then_some(())?;
        let sel = selector(c)?;
        (sel.what == Targetable::Chosen || sel.all).then_some(())?;
        if !(sel.all && c.lit("は、")) {
            c.lit("は").then_some(())?;
        }
        let p = prohibition(c)?;
        (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(p, d) })
    }) {
        return Some(e);
    }
    // 「このキャラは【速攻】を得る」 with no duration: [Rush] only matters on the turn the card is
    // played (10-1-1-1), so it is the same as for this turn (written back through VARIANTS_JA)
    if let Some(e) = c.attempt(|c| {
        let sel = selector(c)?;
        (sel.what == Targetable::This).then_some(())?;
        c.lit("は【速攻】を").then_some(())?;
        verb(c, "得る", cont).then_some(Effect::Targeted { sel, act: Act::Grant(Keyword::Rush, Duration::ThisTurn) })
    }) {
        return Some(e);
    }
    if let Some(e) = c.attempt(|c| {
        let sel = selector(c)?;
        // 「選んだカードは次の…」 (no 「、」) is a printing
        c.any(&["は、", "は"]).then_some(())?;
        // the opponent's refresh phase, or the player's own (「このキャラは、次の自分のリフレッシュ
        // フェイズでアクティブにならない」)
        let d = if c.lit("次の相手のリフレッシュフェイズでアクティブにならない") {
            Duration::UntilOpponentsNextRefresh
        } else {
            c.lit("次の自分のリフレッシュフェイズでアクティブにならない").then_some(Duration::UntilYourNextRefresh)?
        };
        (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(Prohibition::BeSetActive, d) })
    }) {
        return Some(e);
    }
    c.attempt(|c| {
        let sel = selector(c)?;
        // 「このキャラは次の相手のターン終了時まで、…」: the comma after 「は」 left out before a
        // duration (a printing written back through its `render::VARIANTS_JA` pair)
        let bare = {
            let at = c.pos;
            let ok = c.lit("は") && duration(c).is_some() && c.starts("、");
            c.pos = at;
            ok
        };
        if c.lit("は、") || (bare && c.lit("は")) {
            let d = duration(c)?;
            // 「…までは、次の相手のターン終了時までアタックできない」: some printings leave the
            // comma out before a prohibition (a printing variant)
            if !c.lit("、") {
                let p = prohibition(c)?;
                return (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(p, d) });
            }
            if c.lit("レストにできない") {
                return (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(Prohibition::BeRested, d) });
            }
            // 「このキャラは、次の自分のターン開始時まで、バトルでKOされずパワー+2000」: both, on a
            // card named without a choice
            if let Some(e) = c.attempt(|c| {
                (!cont && (sel.what == Targetable::This || (sel.what == Targetable::Leader && !sel.up_to))).then_some(())?;
                let p = crate::grammar::words::prohibition_continuative(c)?;
                let (v, power) = delta(c)?;
                power.then_some(crate::compile::en::prohibition_and_power(sel.clone(), p, v, d))
            }) {
                return Some(e);
            }
            if let Some(p) = prohibition(c) {
                return (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(p, d) });
            }
            if c.attempt(|c| {
                c.lit("相手の");
                c.lit("アクティブのキャラにも").then_some(())
            })
            .is_some()
            {
                return verb(c, "アタックできる", cont).then_some(Effect::Targeted { sel, act: Act::AttackActive(d) });
            }
            if let Some(k) = keyword(c) {
                // 「【ダブルアタック】か【バニッシュ】か【ブロッカー】を得る」: one of them
                if let Some(ks) = c.attempt(|c| {
                    let mut ks = vec![k];
                    while c.lit("か") {
                        ks.push(keyword(c)?);
                    }
                    (ks.len() > 1 && c.lit("を")).then_some(ks)
                }) {
                    return verb(c, "得る", cont).then(|| crate::compile::en::keyword_choice(&sel, ks, d));
                }
                c.lit("を").then_some(())?;
                // 「このキャラは、このバトル中、【バニッシュ】を得て、パワー+1000」: both, on a card
                // named without a choice
                if let Some(v) = c.attempt(|c| {
                    (!cont && (sel.what == Targetable::This || (sel.what == Targetable::Leader && !sel.up_to))).then_some(())?;
                    c.lit("得て、").then_some(())?;
                    let (v, power) = delta(c)?;
                    power.then_some(v)
                }) {
                    return Some(crate::compile::en::gains_and_power(sel, k, v, d));
                }
                return verb(c, "得る", cont).then_some(Effect::Targeted { sel, act: Act::Grant(k, d) });
            }
            let (v, power) = delta(c)?;
            if cont {
                c.lit("し").then_some(())?;
            }
            let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
            return Some(Effect::Targeted { sel, act });
        }
        if !c.lit("を、") {
            c.lit("を").then_some(())?;
        }
        // 「相手のキャラ2枚までを、パワーの合計が4000以下になるようにKOする」: a limit of the choice
        let mut sel = sel;
        if let Some(total) = c.attempt(|c| {
            (sel.count > 1 && sel.up_to && !sel.all && sel.more.is_none()).then_some(())?;
            c.lit("パワーの合計が").then_some(())?;
            let n = c.num()?;
            c.lit("以下になるように").then_some(n)
        }) {
            sel = sel.with_total_power_max(Some(total));
        }
        // the opponent's Characters: 「持ち主の」 is the opponent too
        for (words, top_only) in [("ライフの上か下に", false), ("ライフの上に", true)] {
            if c.attempt(|c| {
                (c.lit("持ち主の") || (sel.side == Side::Opponent && c.lit("相手の"))).then_some(())?;
                c.lit(words).then_some(())
            })
            .is_some()
            {
                let face_up = c.lit("表向きで");
                // face down unless told: newer printings say so (「裏向きで」)
                if !face_up {
                    c.lit("裏向きで");
                }
                // 「…表向きで置く」: a printing of 「加える」 (`render::VARIANTS_JA`)
                let added = verb(c, "加える", cont) || verb(c, "置く", cont);
                return added.then_some(Effect::Targeted { sel, act: Act::ToLifeTopOrBottom { face_up, top_only } });
            }
        }
        if let Some(d) = duration(c) {
            c.lit("、").then_some(())?;
            if c.lit("効果を無効に") && verb(c, "する", cont) {
                return Some(Effect::Targeted { sel, act: Act::Negate(d) });
            }
            let (v, power) = delta(c)?;
            if cont {
                c.lit("し").then_some(())?;
            }
            let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
            return Some(Effect::Targeted { sel, act });
        }
        let act = if verb(c, "KOする", cont) {
            Act::Ko
        } else if verb(c, "レストにする", cont) {
            Act::Rest
        } else if verb(c, "アクティブにする", cont) {
            Act::SetActive
        } else if verb(c, "トラッシュに置く", cont) {
            Act::Trash
        } else if c.lit("持ち主の手札かデッキの下に") && verb(c, "戻す", cont) {
            Act::ToHandOrDeckBottom
        } else if c.lit("持ち主の手札に") && verb(c, "戻す", cont) {
            Act::ReturnToHand
        } else if c.lit("持ち主のデッキの下に") && (verb(c, "置く", cont) || verb(c, "戻す", cont)) {
            Act::ToDeckBottom
        } else if c.lit("持ち主のデッキの上に") && verb(c, "置く", cont) {
            Act::ToDeckTop
        } else {
            return None;
        };
        Some(Effect::Targeted { sel, act })
    })
}

/// 「自分のデッキの上からN枚を見て、…N枚までを公開し、手札に加える。その後、残りを好きな順番で
/// デッキの下に置く」
pub(super) fn search(c: &mut Cursor, cont: bool) -> Option<Effect> {
    c.attempt(|c| {
        c.any(&["自分のデッキの上から", "デッキの上から"]).then_some(())?;
        let look = c.count()?;
        c.lit("枚を見て、").then_some(())?;
        let filter = hand_filter(c)?;
        let up_to = c.count()?;
        let pick_to = if c.any(&["枚までを公開し、手札に加える。その後、", "枚までを手札に加える。その後、"]) {
            PickTo::Hand
        } else {
            c.lit("枚までを、").then_some(())?;
            let rested = c.lit("レストで");
            c.lit("登場させる。その後、").then_some(())?;
            PickTo::Play { rested }
        };
        // the rest's words end in 「置く」, read in the form `cont` asks for
        let rest = crate::grammar::words::RESTS.iter().find_map(|w| {
            let stem = w.ja.strip_suffix("置く")?;
            c.attempt(|c| (c.lit(stem) && verb(c, "置く", cont)).then_some(w.value))
        })?;
        Some(Effect::Search { look, filter, up_to, pick_to, rest, reveal: false })
    })
}

pub(super) fn chain(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        if let Some(cond) = c.attempt(|c| {
            let cond = condition(c)?;
            c.lit("場合、").then_some(cond)
        }) {
            let body = chain(c).or_else(|| ko_that_character(c, &cond)).or_else(|| that_character(c, &cond))?;
            return Some(Effect::If(cond, Box::new(body)));
        }
        let mut parts: Vec<Effect> = Vec::new();
        loop {
            // a clause whose own words run to the end of the sentence (a family with 「、」 or
            // 「。その後、」 inside: 「…を公開し、…を、登場させる。その後、…」) before a shorter one
            if let Some(e) = c.attempt(|c| {
                let e = clause_after(c, false, parts.last())?;
                (c.starts("。") || c.at_end()).then_some(e)
            }) {
                parts.push(e);
                // 「A。B。」 (two sentences, no 「その後、」): the same chain as 「Aし、B」 ("A. B.")
                while let Some(e) = c.attempt(|c| {
                    c.lit("。").then_some(())?;
                    let e = clause_after(c, false, parts.last())?;
                    (c.starts("。") || c.at_end()).then_some(e)
                }) {
                    parts.push(e);
                }
                break;
            }
            if let Some(e) = c.attempt(|c| {
                let e = clause_after(c, true, parts.last())?;
                c.lit("、").then_some(e)
            }) {
                // 「…を公開し、そのカードが…場合、…」: the condition on the revealed card
                let cond = matches!(e, Effect::RevealTop { .. }).then(|| c.attempt(|c| {
                    let cond = condition(c)?;
                    c.lit("場合、").then_some(cond)
                }));
                if let Some(Some(cond)) = cond {
                    let body = chain(c)?;
                    return Some(Effect::Seq(vec![e, Effect::If(cond, Box::new(body))]));
                }
                parts.push(e);
                continue;
            }
            let e = clause_after(c, false, parts.last())?;
            parts.push(e);
            break;
        }
        Some(if parts.len() == 1 { parts.remove(0) } else { Effect::Seq(parts) })
    })
}

/// A clause after `prev` in a chain: 「そのキャラ」 right after a clause that chose cards that stay
/// on the field (「…キャラ1枚までを、アクティブにし、そのキャラを、このターン中、パワー+1000」) is
/// the chosen card, read as 「そのカード」 ([`Targetable::Chosen`]); only there, so a 「そのキャラ」
/// naming another card (an attacker) is never taken for a chosen one.
fn clause_after(c: &mut Cursor, cont: bool, prev: Option<&Effect>) -> Option<Effect> {
    if let Some(e) = clause(c, cont) {
        return Some(e);
    }
    if !prev.is_some_and(crate::compile::en::chooses_cards_that_stay) || !c.starts("そのキャラ") {
        return None;
    }
    let rest = c.rest().strip_prefix("そのキャラ")?;
    let sub = format!("そのカード{rest}");
    let mut sc = Cursor::new(&sub);
    let e = clause(&mut sc, cont)?;
    // 「そのキャラ」 and 「そのカード」 are the same length: the positions agree
    c.pos += sc.pos;
    Some(e)
}

/// The part of an unread sentence that is not understood: its 「…場合、」 when the condition is
/// unknown, or what follows a known condition.
pub(super) fn narrow(src: &str, start: usize, end: usize) -> (usize, usize) {
    let Some(at) = src.get(start..end).and_then(|s| s.find("場合、")).map(|i| start + i) else {
        return (start, end);
    };
    let after = at + "場合、".len();
    let mut c = Cursor { src, pos: start };
    let cond_ok = c.attempt(|c| {
        condition(c)?;
        (c.pos == at).then_some(())
    });
    match cond_ok {
        Some(()) => narrow(src, after, end),
        None => (start, after),
    }
}

pub(super) fn sentence_end(s: &str, from: usize) -> usize {
    s.get(from..).and_then(|r| r.find('。')).map_or(s.len(), |i| from + i + '。'.len_utf8())
}

/// 「…てもよい。」 (and 「…ことができる。」): the sentence read with its last verb in the final
/// form, the last clause optional ([`Effect::May`]).
pub(super) fn may_sentence(c: &mut Cursor) -> Option<Effect> {
    if let Some(e) = c.attempt(potential_sentence) {
        return Some(e);
    }
    // 「カード1枚を引くことができる。」: the verb already in its final form
    if let Some(e) = c.attempt(|c| {
        let rest = c.rest();
        let end = rest.find("ことができる。")?;
        (!rest[..end].contains('。')).then_some(())?;
        let sentence = format!("{}。", &rest[..end]);
        let mut hc = Cursor::new(&sentence);
        let e = chain(&mut hc).filter(|_| hc.lit("。") && hc.at_end())?;
        c.pos += end + "ことができる。".len();
        Some(may_last(e))
    }) {
        return Some(e);
    }
    let rest = c.rest();
    let end = rest.find("てもよい。")?;
    if rest[..end].contains('。') {
        return None;
    }
    let head = &rest[..end];
    // the te-form back to the final form: 置いて→置く, 戻して→戻す, KOして→KOする, 捨て(て)→捨てる
    let mut finals: Vec<String> = Vec::new();
    if let Some(stem) = head.strip_suffix('し') {
        finals.push(format!("{stem}する"));
        finals.push(format!("{stem}す"));
    }
    if let Some(stem) = head.strip_suffix('い') {
        finals.push(format!("{stem}く"));
    }
    finals.push(format!("{head}る"));
    for f in finals {
        let sentence = format!("{f}。");
        let mut hc = Cursor::new(&sentence);
        if let Some(e) = chain(&mut hc).filter(|_| hc.lit("。") && hc.at_end()) {
            c.pos += end + "てもよい。".len();
            // 「Aし、Bてもよい。そうした場合、…」: "if you do" follows the whole chain of actions,
            // which is optional as one ("you may A and B. If you do"); otherwise the last clause
            // alone is ("A, and you may B"), also after a condition on a revealed card (「公開し、
            // そのカードが…の場合、登場させてもよい」)
            let whole = matches!(&e, Effect::Seq(v) if !v.iter().any(|p| matches!(p, Effect::If(..))))
                && c.rest().starts_with("そうした場合");
            return Some(if whole { Effect::May(Box::new(e)) } else { may_last(e) });
        }
    }
    None
}

/// 「…をレストにできる。そうした場合、…」: the potential form of a 「…にする」 verb, the same "may"
/// as 「…にしてもよい」 (written back through its `render::VARIANTS_JA` pair): the sentence read with
/// its verb in the final form, made optional as [`may_sentence`] does, before 「そうした場合」
/// only (elsewhere 「できる」 says what a card can do).
fn potential_sentence(c: &mut Cursor) -> Option<Effect> {
    const POTENTIAL: &str = "にできる。";
    let rest = c.rest();
    let end = rest.find(POTENTIAL).filter(|&i| !rest[..i].contains('。'))?;
    rest[end + POTENTIAL.len()..].starts_with("そうした場合").then_some(())?;
    let sentence = format!("{}にする。", &rest[..end]);
    let mut hc = Cursor::new(&sentence);
    let e = chain(&mut hc).filter(|_| hc.lit("。") && hc.at_end())?;
    c.pos += end + POTENTIAL.len();
    Some(if matches!(&e, Effect::Seq(v) if !v.iter().any(|p| matches!(p, Effect::If(..)))) { Effect::May(Box::new(e)) } else { may_last(e) })
}

/// The last clause of a chain made optional.
fn may_last(e: Effect) -> Effect {
    match e {
        Effect::Seq(mut v) if !v.is_empty() => {
            let last = v.pop().map(may_last).unwrap_or(Effect::Nothing);
            v.push(last);
            Effect::Seq(v)
        }
        Effect::If(cond, b) => Effect::If(cond, Box::new(may_last(*b))),
        other => Effect::May(Box::new(other)),
    }
}

pub fn sentences(c: &mut Cursor, options: &[(usize, &str)], err: &mut Vec<Range<usize>>, base: usize) -> Option<Effect> {
    // 「…場合、以下から1つを選ぶ。」
    if let Some(cond) = c.attempt(|c| {
        if options.is_empty() {
            return None;
        }
        let cond = condition(c)?;
        c.lit("場合、").then_some(())?;
        c.starts("以下から1つを選ぶ。").then_some(cond)
    }) {
        return sentences(c, options, err, base).map(|e| Effect::If(cond, Box::new(e)));
    }
    let opponent = !options.is_empty() && c.starts("相手は以下から1つを選ぶ。");
    if opponent {
        c.lit("相手は");
    }
    if !options.is_empty() && c.starts("以下から1つを選ぶ。") {
        c.lit("以下から1つを選ぶ。");
        if !c.at_end() {
            err.push(base + c.pos..base + c.src.len());
            return None;
        }
        let mut opts = Vec::new();
        let mut ok = true;
        for (off, line) in options {
            let mut oc = Cursor::new(line);
            // an option printed without its bullet (`compile::blocks`)
            let _ = oc.lit("・") || oc.lit("• ");
            match sentences(&mut oc, &[], err, *off) {
                Some(e) => opts.push(e),
                None => ok = false,
            }
        }
        return ok.then_some(if opponent { Effect::ChooseOne { by: Side::Opponent, options: opts } } else { Effect::ChooseOne { by: Side::You, options: opts } });
    }
    let mut out = Vec::new();
    loop {
        let start = c.pos;
        match c.attempt(|c| {
            let e = chain(c)?;
            // a line's last sentence printed without its 「。」 (「…をレストにする」)
            (c.lit("。") || c.at_end()).then_some(e)
        }).or_else(|| {
            // 「Aてもよい。B。」 (no 「その後、」): the chain "you may A. B." as 「A。B。」 is; after a
            // condition (「…場合、Aてもよい。B。」) the whole chain is under it, as 「…場合、A。B。」
            // and "If …, you may A. B." are
            let may = may_sentence(c)?;
            let (cond, may) = match may {
                Effect::If(cond, body) => (Some(cond), *body),
                e => (None, e),
            };
            let mut parts = match may {
                Effect::Seq(v) => v,
                e => vec![e],
            };
            while let Some(e) = c.attempt(|c| {
                (!c.starts("その後、") && !c.starts("そうした場合") && !c.starts("登場させた場合")).then_some(())?;
                let e = clause_after(c, false, parts.last())?;
                (c.lit("。") || c.at_end()).then_some(e)
            }) {
                parts.push(e);
            }
            let e = if parts.len() == 1 { parts.remove(0) } else { Effect::Seq(parts) };
            Some(match cond {
                Some(cond) => Effect::If(cond, Box::new(e)),
                None => e,
            })
        }) {
            // 「…公開する。公開したカードが…場合、…」: the condition on the revealed card;
            // 「A。そのカードが…場合、…」: the condition on the card A chose
            Some(e)
                if (matches!(e, Effect::DeclareCostReveal) && c.starts("公開したカードが"))
                    || (crate::compile::en::chooses_cards_that_stay(&e) && c.starts("そのカードが")) =>
            {
                let cond = c.attempt(|c| {
                    let e = chain(c)?;
                    c.lit("。").then_some(e)
                });
                out.push(match cond {
                    Some(i) => Effect::Seq(vec![e, i]),
                    None => e,
                });
            }
            // after 「その後、」: under the condition before it when it acts on what that chose
            Some(e) => crate::compile::push_then(&mut out, e),
            None => {
                let (a, b) = narrow(c.src, start, sentence_end(c.src, start));
                err.push(base + a..base + b);
                return None;
            }
        }
        // 「A。そうした場合、B。」 (4-10-1; some lists name the act: 「登場させた場合、」)
        if let Some(b) = c.attempt(|c| {
            c.any(&["そうした場合、", "登場させた場合、"]).then_some(())?;
            c.attempt(|c| {
                let e = chain(c)?;
                c.lit("。").then_some(e)
            })
            .or_else(|| may_sentence(c))
        }) {
            if let Some(a) = out.pop() {
                out.push(Effect::IfDone(Box::new(a), Box::new(b)));
            }
        }
        if c.at_end() {
            break;
        }
        if !c.lit("その後、") {
            err.push(base + c.pos..base + c.src.len());
            return None;
        }
    }
    Some(match out.len() {
        1 => match out.remove(0) {
            Effect::Seq(v) => Effect::Seq(vec![Effect::Seq(v)]),
            e => e,
        },
        _ => Effect::Seq(out),
    })
}

/// 「そのカードがキャラの場合、そのキャラは、このターン中、KOされない」: after a condition on the
/// chosen card ([`Condition::ChosenIs`]) 「そのキャラ」 is that card, read as 「そのカード」
/// (written back through a `render::VARIANTS_JA` pair).
fn that_character(c: &mut Cursor, cond: &Condition) -> Option<Effect> {
    matches!(cond, Condition::ChosenIs(_)).then_some(())?;
    let rest = c.rest().strip_prefix("そのキャラ")?;
    let sub = format!("そのカード{rest}");
    let mut sc = Cursor::new(&sub);
    let e = chain(&mut sc)?;
    // 「そのキャラ」 and 「そのカード」 are the same length: the positions agree
    c.pos += sc.pos;
    Some(e)
}

/// 「その後、そのキャラのパワーが5000以下の場合、KOする」: after a condition on the chosen card
/// ([`Condition::ChosenAtMost`]) the verb alone acts on it (the English "K.O. it").
fn ko_that_character(c: &mut Cursor, cond: &Condition) -> Option<Effect> {
    matches!(cond, Condition::ChosenAtMost { .. }).then_some(())?;
    c.attempt(|c| c.lit("KOする").then(|| Effect::Targeted { sel: Selector::chosen(), act: Act::Ko }))
}
